/**
 * Names in the embedded store's demo catalogue (seeded by demo/commerce.seed.ts) that the features'
 * demo seeds refer to. They stay here, below the features, while the seed that makes the shoppers
 * through the customers feature sits above them.
 */

/** The demo store's first order; later ones follow it (DEMO_ORDER_NUMBER + n). */
export const DEMO_ORDER_NUMBER = 1001;

/** A variant's SKU in the demo catalogue: `TL-1000-STD` style, stable across runs. */
export function demoSku(line: number, variant: number): string {
  return `TL-${1000 + line}-${variant === 0 ? 'STD' : 'KIT'}`;
}
