import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import tooltipClasses from './ui/tooltip.module.css';

/** The app's look; the labels name icon-only buttons (close, show password) in the page's language. */
export function appTheme({
  closeLabel,
  showPasswordLabel,
}: {
  closeLabel: string;
  showPasswordLabel: string;
}): MantineThemeOverride {
  return createTheme({
    // Someone who asked their device for less motion gets toasts, menus and dialogs without animation.
    respectReducedMotion: true,
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
      // Toasts too; and their text under a title is black, not the grey that reads at 3.3:1.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
        styles: { description: { color: 'var(--mantine-color-black)' } },
      },
      // Showing the password must work from the keyboard too; aria-pressed tells whether it shows.
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': showPasswordLabel },
        },
      },
      // A tap on a phone would leave a hover tooltip open; touch screens show none (tooltip.module.css).
      Tooltip: { classNames: { tooltip: tooltipClasses.tooltip } },
    },
  });
}

/**
 * Mantine's default greys for hints and placeholders and red for field errors read below 4.5:1 on
 * white; the next darker shades keep every form text legible (WCAG 2.1 AA). Field errors take red 9:
 * red 8 reads 4.5:1 on white but 4.3:1 on a striped table's grey row, where the results grid shows a
 * row's error.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Links sit on tinted alerts and cards too, where the primary shade falls below 4.5:1.
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    // A light button's text (indigo 9) on its hover tint (indigo 2) reads 4.2:1; halfway between
    // indigo 1 and 2 it reads 4.7:1 and still shows the hover.
    '--mantine-color-indigo-light-hover': '#cad6ff',
  },
  dark: {},
});
