import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The bar: no critical and no serious axe-core violation (WCAG 2 A/AA rules). */
const BLOCKING = new Set(['critical', 'serious']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Critical and serious violations on the page as it is now (optionally only inside `include`). */
export async function blockingViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  // A dialog still fading in blends its colours with the page: axe would measure a contrast no one sees.
  // Mantine's transitions are styles set frame by frame, so also wait for the scanned part to be opaque.
  await page.waitForFunction((selector) => {
    const opaque = (el: Element | null): boolean => !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement));
    const scanned = selector ? Array.from(document.querySelectorAll(selector)) : [document.body];
    return document.getAnimations().every((a) => a.playState !== 'running') && scanned.every((el) => opaque(el));
  }, include ?? null);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  // Without frames axe-core's frame-aware run (each frame's partial results, then a blank page opened to merge them) finds
  // exactly what one run in the page finds, at twice the time (5–6 s against 2–3 s a list screen, measured): a page with
  // frames keeps the frame-aware run.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
