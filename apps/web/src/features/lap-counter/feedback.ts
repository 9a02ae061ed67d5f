let audio: AudioContext | null = null;

/**
 * A short tone and a buzz where the device allows them: a high one for a counted lap, a low one for
 * an ignored scan. A page may play sound only after a touch, so the first tap opens the audio.
 */
export function signal(kind: 'counted' | 'ignored'): void {
  navigator.vibrate?.(kind === 'counted' ? 80 : [40, 60, 40]);
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = kind === 'counted' ? 880 : 220;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.12);
  } catch {
    // No audio on this device: the confirmation on screen says it all.
  }
}
