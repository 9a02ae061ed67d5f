import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';

/** The app's look; `closeLabel` names every modal's close button in the page's language. */
export function appTheme({ closeLabel }: { closeLabel: string }): MantineThemeOverride {
  return createTheme({
    primaryColor: 'indigo',
    // Shade 7 keeps white button text above the 4.5:1 contrast that shade 6 misses.
    primaryShade: 7,
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '800' },
    defaultRadius: 'md',
    components: {
      // A modal's header is not the page's banner: one banner landmark per page.
      ModalHeader: { defaultProps: { component: 'div' } },
      // The close button shows only an icon, so screen readers need its name.
      ModalCloseButton: { defaultProps: { 'aria-label': closeLabel } },
    },
  });
}

/**
 * Mantine's default greys for hints and placeholders and red for field errors read below 4.5:1 on
 * white; the next darker shades keep every form text legible (WCAG 2.1 AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
