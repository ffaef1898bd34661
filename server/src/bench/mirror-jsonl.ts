/**
 * The bulk export of `count` customers as the store writes it (groupObjects: each customer line, then
 * its `console` metafields and its store-credit account), generated line by line, never held whole.
 * With `asCustomers`, each customer is one line in the shape the mirror takes (for the raw baseline).
 */
const KEYS = {
  school: 'Harbor College',
  course: 'Welding',
  state: 'OH',
  startDate: '2026-01-05',
  endDate: '2026-12-18',
  country: 'US',
} as const;

export function* customerLines(count: number, asCustomers = false): Generator<string> {
  const created = Date.UTC(2025, 0, 1);
  for (let n = 1; n <= count; n++) {
    const id = `gid://shopify/Customer/${n}`;
    const at = new Date(created + n * 1000).toISOString();
    const tags = n % 10 === 0 ? ['UserType:Student', 'Pending'] : ['UserType:Student', 'Approved', 'discount_limit:95'];
    if (asCustomers) {
      yield JSON.stringify({
        storeId: n,
        email: `mirror.${n}@bench.example`,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        state: 'ENABLED',
        tags,
        createdAt: at,
        updatedAt: at,
        metafields: KEYS,
        storeCreditCents: 1250,
      });
      continue;
    }
    let text = `${JSON.stringify({ id, firstName: `First${n}`, lastName: `Last${n}`, defaultEmailAddress: { emailAddress: `mirror.${n}@bench.example` }, state: 'ENABLED', tags, createdAt: at, updatedAt: at })}\n`;
    let m = 0;
    for (const [key, value] of Object.entries(KEYS))
      text += `${JSON.stringify({ id: `gid://shopify/Metafield/${n * 10 + m++}`, key, value, __parentId: id })}\n`;
    text += `${JSON.stringify({ id: `gid://shopify/StoreCreditAccount/${n}`, balance: { amount: '12.5', currencyCode: 'USD' }, __parentId: id })}\n`;
    yield text;
  }
}
