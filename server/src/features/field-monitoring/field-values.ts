import type { CommerceStore, Metafield } from '../../integrations/commerce/commerce.port';

/** `namespace.key`, how the console names a product metafield. */
export const fieldName = (m: Pick<Metafield, 'namespace' | 'key'>) => `${m.namespace}.${m.key}`;

/** Fields never offered for monitoring: the media fields, edited on the Product Media screen. */
export const isMonitorable = (m: Pick<Metafield, 'namespace'>) => m.namespace !== 'Salsify';

/**
 * A value as compared between snapshots: with a delimiter, its items trimmed and empty ones
 * dropped, joined by the delimiter and a space; without, the trimmed text. White space alone is
 * never a change.
 */
export function comparable(value: string | undefined, delimiter: string): string {
  const text = value ?? '';
  if (!delimiter) return text.trim();
  return text
    .split(delimiter)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(`${delimiter} `);
}

/** Every monitorable metafield the store's products carry, sorted. */
export async function storeFields(store: CommerceStore): Promise<string[]> {
  const found = new Set<string>();
  for await (const product of store.catalogue()) for (const m of product.metafields) if (isMonitorable(m)) found.add(fieldName(m));
  return [...found].sort();
}
