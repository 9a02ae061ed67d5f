import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenuOpen');
const LanguageMenuOpen = lazy(async () => ({ default: (await loadMenu()).LanguageMenuOpen }));

/**
 * The header's language choice. Every page shows its button, but few visitors open it, so the menu and
 * the popover code behind it load on the first press (or when a pointer comes near) instead of with
 * the shell every donor page waits for (decision 026).
 */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <LanguageButton
        aria-expanded={false}
        onPointerEnter={() => void loadMenu()}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<LanguageButton aria-expanded={false} />}>
      <LanguageMenuOpen />
    </Suspense>
  );
}
