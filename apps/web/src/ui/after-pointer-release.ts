let pointerDown = false;

// Listening from the moment a form's code loads: the first press on a page must be seen too.
// Capture phase: a handler that stops propagation further down must not hide a press from us.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointercancel', () => (pointerDown = false), true);
  document.addEventListener('pointerup', () => (pointerDown = false), true);
}

/**
 * Runs `work` once a press in progress is over, or at once when nothing is pressed. A field left by
 * pressing a button must not show its error line under that press: the line would move the button
 * away before the release, and the click would be lost.
 */
export function afterPointerRelease(work: () => void): void {
  if (!pointerDown) {
    work();
    return;
  }
  // The click follows the release in the same task; waiting one more task lets it land first.
  document.addEventListener('pointerup', () => setTimeout(work, 0), { capture: true, once: true });
}
