import '../../i18n/sections/lap-counter';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

// A badge held up to the camera is seen many times a second: the same code again this soon is the same scan.
const SAME_CODE_MS = 3_000;
const NATIVE_EVERY_MS = 200;

/** The browser's own detector, used when the scanning library cannot be loaded (say, offline before it was kept). */
async function startNative(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) throw new Error('no scanner');
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  const detector = new Native({ formats: ['qr_code'] });
  const timer = setInterval(() => {
    void detector.detect(video).then(
      (codes) => codes[0] && onText(codes[0].rawValue),
      () => undefined,
    );
  }, NATIVE_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
  };
}

/** ZXing's maintained browser reader on the back camera, finding the code by its shape (badge-qr-reader). */
async function startLibrary(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<(() => void) | null> {
  const loaded = await Promise.all([import('@zxing/browser'), import('./badge-qr-reader')]).catch(() => null);
  if (!loaded) return null;
  const [library, { BadgeQrReader }] = loaded;
  const reader = new library.BrowserCodeReader(new BadgeQrReader());
  const controls = await reader.decodeFromVideoDevice(undefined, video, (result) => {
    if (result) onText(result.getText());
  });
  return () => controls.stop();
}

/** The camera view that reads badge QR codes, started and stopped by the counter. */
export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const latest = useRef(onScan);
  latest.current = onScan;
  const last = useRef({ text: '', at: 0 });
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  const onText = (text: string) => {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < SAME_CODE_MS) return;
    last.current = { text, at: now };
    latest.current(text);
  };

  const start = async () => {
    const element = video.current;
    if (!element) return;
    setState('starting');
    try {
      stop.current = (await startLibrary(element, onText)) ?? (await startNative(element, onText));
      setState('on');
    } catch {
      setState('failed');
    }
  };
  const end = () => {
    stop.current?.();
    stop.current = null;
    setState('off');
  };
  useEffect(() => () => stop.current?.(), []);

  return (
    <Stack gap="xs">
      <video
        ref={video}
        muted
        playsInline
        style={{
          width: '100%',
          maxHeight: 320,
          background: '#000',
          display: state === 'on' ? 'block' : 'none',
        }}
      />
      {state === 'failed' && <Alert color="orange">{t('lapCounter.camera.failed')}</Alert>}
      {state === 'on' ? (
        <Button variant="default" size="lg" leftSection={<IconCameraOff aria-hidden />} onClick={end}>
          {t('lapCounter.camera.stop')}
        </Button>
      ) : (
        <Button
          size="lg"
          leftSection={<IconCamera aria-hidden />}
          loading={state === 'starting'}
          onClick={() => void start()}
        >
          {t('lapCounter.camera.start')}
        </Button>
      )}
    </Stack>
  );
}
