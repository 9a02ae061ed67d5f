// Tabler icons (MIT), as the web app draws them, for the home page (decisions 101, 140) and the donor
// pages (decision 144).
const paths = {
  pigMoney: [
    'M15 11v.01',
    'M5.173 8.378a3 3 0 1 1 4.656 -1.377',
    'M16 4v3.803a6.019 6.019 0 0 1 2.658 3.197h1.341a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-1.342c-.336 .95 -.907 1.8 -1.658 2.473v2.027a1.5 1.5 0 0 1 -3 0v-.583a6.04 6.04 0 0 1 -1 .083h-4a6.04 6.04 0 0 1 -1 -.083v.583a1.5 1.5 0 0 1 -3 0v-2l0 -.027a6 6 0 0 1 4 -10.473h2.5l4.5 -3',
  ],
  run: [
    'M11.007 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M4 17l5 1l.75 -1.5',
    'M15 21v-4l-4 -3l1 -6',
    'M7 12v-3l5 -1l3 3l3 1',
  ],
  shieldLock: [
    'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3',
    'M11 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M12 12l0 2.5',
  ],
  // The donor pages' privacy note: the shield with a padlock.
  shieldPadlock: [
    'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1-8.5 15a12 12 0 0 1-8.5-15a12 12 0 0 0 8.5-3',
    'M9.5 11h5v4h-5zM10.5 11V9.5a1.5 1.5 0 0 1 3 0V11',
  ],
  key: [
    'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0',
    'M15 9h.01',
  ],
  qrcode: [
    'M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
    'M7 17l0 .01',
    'M14 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
    'M7 7l0 .01',
    'M4 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
    'M17 7l0 .01',
    'M14 14l3 0',
    'M20 14l0 .01',
    'M14 14l0 3',
    'M14 20l3 0',
    'M17 17l3 0',
    'M20 17l0 3',
  ],
  arrowDown: ['M12 5l0 14', 'M18 13l-6 6', 'M6 13l6 6'],
  arrowRight: ['M5 12l14 0', 'M13 18l6 -6', 'M13 6l6 6'],
  language: [
    'M9 6.371c0 4.418 -2.239 6.629 -5 6.629',
    'M4 6.371h7',
    'M5 9c0 2.144 2.252 3.908 6 4',
    'M12 20l4 -9l4 9',
    'M19.1 18h-6.2',
    'M6.694 3l.793 .582',
  ],
  chevronDown: ['M6 9l6 6l6 -6'],
  login: [
    'M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
    'M21 12h-13l3 -3',
    'M11 15l-3 -3',
  ],
  message: [
    'M8 9h8',
    'M8 13h6',
    'M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1 -3 3h-5l-5 3v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12',
  ],
  playerPlay: ['M7 4v16l13 -8l-13 -8'],
  alertCircle: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 8v4', 'M12 16h.01'],
  eye: [
    'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
    'M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6',
  ],
  eyeOff: [
    'M10.585 10.587a2 2 0 0 0 2.829 2.828',
    'M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87',
    'M3 3l18 18',
  ],
  brandGoogle: ['M20.945 11a9 9 0 1 1 -3.284 -5.997l-2.655 2.392a5.5 5.5 0 1 0 2.119 6.605h-4.125v-3h7.945'],
  brandFacebook: ['M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3'],
  check: ['M5 12l5 5l10 -10'],
} as const;

export type IconName = keyof typeof paths;

/** An outline icon of `size` pixels, hidden from assistive technology: the words beside it name it. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
