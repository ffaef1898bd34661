import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { tokens } from './tokens';

/**
 * The admin's neutrals as a Mantine colour: shade 8 is the dark primary button (#303030), 9 its
 * hover; the lighter shades are the surfaces and borders of tokens.ts.
 */
const ink: MantineColorsTuple = [
  tokens.color.surfaceSecondary,
  tokens.color.pageBg,
  tokens.color.border,
  tokens.color.borderStrong,
  '#b5b5b5',
  '#8a8a8a',
  tokens.color.textSecondary,
  '#4a4a4a',
  tokens.color.primary,
  tokens.color.primaryHover,
];

/** The Mantine theme of tokens.ts, for MantineProvider (web/src/main.tsx). */
export const theme = createTheme({
  colors: { ink },
  primaryColor: 'ink',
  primaryShade: 8,
  autoContrast: true,
  white: tokens.color.surface,
  black: tokens.color.text,
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: tokens.radius.control, lg: tokens.radius.card, xl: '16px' },
  fontFamily: tokens.font.family,
  fontSizes: { ...tokens.font.size },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.45', lg: '1.5', xl: '1.4' },
  spacing: { xs: tokens.space.sm, sm: tokens.space.md, md: tokens.space.lg, lg: tokens.space.xl, xl: tokens.space.xxl },
  shadows: {
    xs: tokens.shadow.card,
    sm: tokens.shadow.card,
    md: tokens.shadow.overlay,
    lg: tokens.shadow.overlay,
    xl: tokens.shadow.overlay,
  },
  headings: {
    fontFamily: tokens.font.family,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: tokens.font.heading.h1, lineHeight: '1.3' },
      h2: { fontSize: tokens.font.heading.h1, lineHeight: '1.3' },
      h3: { fontSize: tokens.font.heading.h2, lineHeight: '1.4' },
      h4: { fontSize: tokens.font.heading.h3, lineHeight: '1.4' },
      h5: { fontSize: tokens.font.heading.h4, lineHeight: '1.4' },
      h6: { fontSize: tokens.font.heading.h4, lineHeight: '1.4' },
    },
  },
  cursorType: 'pointer',
  // Plain objects, not X.extend: importing Modal or Button here would put them into the shell's first load.
  components: {
    // Every dialog's × has a name for assistive technology (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, radius: 'lg', shadow: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A status reads as a word ('Scheduled', 'Completed with errors'), as the admin's badges do: Mantine's capitals
    // made every label look like the code name it replaced.
    Badge: { styles: { label: { textTransform: 'none' } } },
    // A Select's options are drawn when it opens, not kept hidden in the page: each hidden list was positioned at
    // mount, a forced style recalculation in the task that draws the screen (/audit's two filters, 18 ms
    // of its rows task). The field names its list (aria-controls) only while it is open either way.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    /*
     * One primary per view: filled is the view's one primary action, dark; every
     * other weight is quiet. `light` buttons (row actions, secondary actions) look like the admin's
     * secondary button: white with a hairline, text in the button's tone.
     */
    Button: {
      vars: (_theme: unknown, props: { variant?: string; color?: string }) =>
        props.variant === 'light'
          ? {
              root: {
                '--button-bg': tokens.color.surface,
                '--button-hover': tokens.color.surfaceHover,
                '--button-bd': `1px solid ${tokens.color.borderStrong}`,
                '--button-color':
                  props.color && props.color !== 'ink' ? `var(--mantine-color-${props.color}-light-color)` : tokens.color.text,
              },
            }
          : { root: {} },
    },
  },
});

/**
 * Text colours dark enough to read (WCAG AA 4.5:1 on white and on their light backgrounds): grey
 * text, the red note and coloured text use shade 8, light buttons and badges shade 9, filled ones 8.
 * The body is the admin's neutral page background; cards and dialogs stay white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': tokens.color.textSecondary,
    '--mantine-color-text': tokens.color.text,
    '--mantine-color-default-border': tokens.color.borderStrong,
    '--mantine-color-default-hover': tokens.color.surfaceHover,
  };
  for (const color of Object.keys(DEFAULT_THEME.colors)) {
    if (color === 'dark' || color === 'gray') continue;
    light[`--mantine-color-${color}-text`] = `var(--mantine-color-${color}-8)`;
    light[`--mantine-color-${color}-light-color`] = `var(--mantine-color-${color}-9)`;
    // Light badges' tint: shade 0, where shade 9 text reads at AA (teal 9 on teal 1 was 4.32:1 on Jobs and Mail).
    light[`--mantine-color-${color}-light`] = `var(--mantine-color-${color}-0)`;
    light[`--mantine-color-${color}-filled`] = `var(--mantine-color-${color}-8)`;
    light[`--mantine-color-${color}-filled-hover`] = `var(--mantine-color-${color}-9)`;
    light[`--mantine-color-${color}-outline`] = `var(--mantine-color-${color}-8)`;
  }
  // The neutral primary: its light variant (active menu entry, light badges) is a grey tint with dark text.
  light['--mantine-color-ink-light'] = tokens.color.border;
  light['--mantine-color-ink-light-hover'] = tokens.color.borderStrong;
  light['--mantine-color-ink-light-color'] = tokens.color.text;
  light['--mantine-color-ink-text'] = tokens.color.text;
  light['--mantine-color-anchor'] = '#005bd3';
  return { variables: { '--console-page-bg': tokens.color.pageBg, '--console-nav-bg': tokens.color.navBg }, light, dark: {} };
};
