import { type CSSVariablesResolver, createTheme, Notification, PasswordInput } from '@mantine/core';

/**
 * Mantine's default filled button (blue 6, #228be6) gives white text only 3.55:1, below WCAG
 * AA's 4.5:1. Shade 8 (#1971c2) gives 5.02:1, and its hover shade 9 (#1864ab) 6.09:1; links
 * use the same shade, 5.02:1 on white.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  cursorType: 'pointer',
  components: {
    // Mantine names the eye button "Toggle password visibility", which makes every "Password"
    // label ambiguous to assistive technology and to tests that find fields by label.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the typed text' } },
    }),
    // A banner's text under its title is gray 6 (3.32:1); gray 7 reads at 8.18:1.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
});

/**
 * Defaults that fail WCAG AA on white, lifted:
 * - dimmed text is gray 6 (#868e96, 3.32:1); gray 7 (#495057) reads at 8.18:1 and still looks secondary;
 * - field errors are red 6 (#fa5252, 3.28:1); red 9 (#c92a2a) reads at 5.46:1;
 * - the light variant (active menu item, light buttons) writes blue 9 on blue 1 (4.93:1) but hovers on
 *   blue 2 (4.02:1); blue 0 at rest (5.48:1) and blue 1 on hover keep both above 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
