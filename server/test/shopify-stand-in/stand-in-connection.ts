/**
 * Relay connections as the Admin API pages them: `first`/`after` (and `last`/`before`), edges with
 * opaque cursors, `nodes`, `pageInfo`. Bulk queries pass no `first`: then every item is answered.
 */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

const cursorOf = (index: number) => Buffer.from(`i:${index}`).toString('base64url');
const indexOf = (cursor: string) => Number(Buffer.from(cursor, 'base64url').toString().slice(2));

export function connection<T>(items: readonly T[], args: ConnectionArgs) {
  const list = args.reverse ? [...items].reverse() : items;
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? indexOf(args.before) : list.length;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  const edges = list.slice(start, end).map((node, i) => ({ node, cursor: cursorOf(start + i) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: end < list.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The parts of Shopify's search syntax the stand-in understands: `field:value`, `field:>=value`,
 * `field:<=value`, `field:>value`, `field:<value`, joined by spaces (AND). Values may be quoted.
 */
export interface SearchTerm {
  field: string;
  op: '=' | '>=' | '<=' | '>' | '<';
  value: string;
}

export function parseSearch(query: string | null | undefined): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of (query ?? '').matchAll(/([A-Za-z_.]+):(>=|<=|>|<)?("[^"]*"|'[^']*'|\S+)/g)) {
    terms.push({
      field: match[1] ?? '',
      op: (match[2] as SearchTerm['op'] | undefined) ?? '=',
      value: (match[3] ?? '').replace(/^["']|["']$/g, ''),
    });
  }
  return terms;
}

/** Whether a record's value satisfies a term (strings compare as text, so ISO dates order right). */
export function matchesTerm(actual: string | number | null | undefined, term: SearchTerm): boolean {
  if (actual === null || actual === undefined) return false;
  const a = typeof actual === 'number' ? actual : String(actual);
  const b = typeof actual === 'number' ? Number(term.value) : term.value;
  switch (term.op) {
    case '=':
      return String(a).toLowerCase() === String(b).toLowerCase();
    case '>=':
      return a >= b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '<':
      return a < b;
  }
}
