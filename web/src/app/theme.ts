import { DEFAULT_THEME, createTheme, type CSSVariablesResolver } from '@mantine/core';

/** A plain, dense back-office look: system fonts, one accent colour, small radii. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gave the primary button 4.32:1 against its white text; 8 passes WCAG AA (4.5:1).
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  cursorType: 'pointer',
  // Every dialog's × has a name for assistive technology (axe button-name). A plain object, not
  // Modal.extend: importing Modal here would put it into the shell's first load.
  components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } } },
});

/**
 * Text colours dark enough to read (WCAG AA 4.5:1 on white and on their light backgrounds): grey
 * text, the red note and coloured text use shade 8, light buttons and badges shade 9, filled ones 8.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  for (const color of Object.keys(DEFAULT_THEME.colors)) {
    if (color === 'dark' || color === 'gray') continue;
    light[`--mantine-color-${color}-text`] = `var(--mantine-color-${color}-8)`;
    light[`--mantine-color-${color}-light-color`] = `var(--mantine-color-${color}-9)`;
    light[`--mantine-color-${color}-filled`] = `var(--mantine-color-${color}-8)`;
    light[`--mantine-color-${color}-filled-hover`] = `var(--mantine-color-${color}-9)`;
    light[`--mantine-color-${color}-outline`] = `var(--mantine-color-${color}-8)`;
  }
  return { variables: {}, light, dark: {} };
};
