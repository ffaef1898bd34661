/**
 * The console's look, written down once (docs/conventions.md 'Look and feel'): the Shopify admin's neutral
 * surfaces, type scale, spacing and tones, so the console looks at home inside the admin and the
 * same standalone. Values are facts from Polaris' published token documentation (its React library
 * and web components are not used: the CDN is out of reach for our tests). docs/decisions.md says why.
 */
export const tokens = {
  color: {
    /** The admin's page background; content sits on white cards above it. */
    pageBg: '#f1f1f1',
    surface: '#ffffff',
    surfaceHover: '#f7f7f7',
    surfaceSecondary: '#f7f7f7',
    /** The admin's menu column, a step darker than the page. */
    navBg: '#ebebeb',
    border: '#e3e3e3',
    borderStrong: '#cccccc',
    text: '#303030',
    /** Secondary text; 6.2:1 on white, 5.6:1 on the page background (WCAG AA). */
    textSecondary: '#616161',
    /** The dark primary button (white text, 12.6:1) and its hover. */
    primary: '#303030',
    primaryHover: '#1a1a1a',
  },
  /**
   * docs/functions/codes-credits-knot-giveaways.md §3's banner statuses. Each: a tinted surface, a border, the text colour on that surface
   * (≥ 7:1) and the strong fill (icon, the toast's edge).
   */
  tone: {
    success: { surface: '#cdfed4', border: '#8ce79c', text: '#014b40', fill: '#047b5d' },
    info: { surface: '#eaf4ff', border: '#a8d8ff', text: '#00335a', fill: '#0094d5' },
    warning: { surface: '#fff1c1', border: '#ffd86b', text: '#5e4200', fill: '#b28400' },
    critical: { surface: '#fee9e8', border: '#fdc0bd', text: '#8e0b21', fill: '#c70a24' },
  },
  radius: { control: '8px', card: '12px' },
  /** A card's lift: a hairline under it and a faint shade, as the admin's cards have. */
  shadow: {
    card: '0 1px 0 0 rgba(26, 26, 26, 0.07), 0 1px 2px 0 rgba(26, 26, 26, 0.07), inset 0 0 0 1px rgba(0, 0, 0, 0.04)',
    overlay: '0 4px 6px -2px rgba(26, 26, 26, 0.2), 0 8px 24px 0 rgba(26, 26, 26, 0.16)',
  },
  /** The admin's 4 px spacing steps. */
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '20px', xxl: '24px' },
  /** The admin's type scale: 13 px body, 12 px small, headings 14–24 px, all semibold at most. */
  font: {
    family: 'Inter, -apple-system, BlinkMacSystemFont, "San Francisco", "Segoe UI", Roboto, "Helvetica Neue", sans-serif',
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px' },
    lineHeight: { sm: '20px', md: '20px' },
    heading: { h1: '20px', h2: '16px', h3: '14px', h4: '13px' },
  },
} as const;

export type Tone = keyof typeof tokens.tone;
