/**
 * The shape of every feature's query keys, so a save can invalidate exactly what it changed.
 *
 * Each feature has one module `<feature>-query-keys.ts` that builds its keys here and is the only place
 * its key arrays are written. The factory is typed by the feature's list query (what filters a list:
 * tab, search, filters, sort, as the URL holds them), its record id and its named queries:
 *
 *   export const couponKeys = featureQueryKeys<'coupons', CouponListQuery, number>('coupons');
 *   usePagedList({ queryKey: couponKeys.list({ search, used }), fetchPage });   // one list
 *   useQuery({ queryKey: couponKeys.detail(id), ... });                          // one record
 *
 * A save marks stale only what it changed (see the features' queries modules): an edit of one record
 * its lists and that record's detail, a create the lists. Keys are prefixes of one another
 * (`all` ⊃ `lists()` ⊃ `list(query)` ⊃ each cursor page), which is what TanStack Query's invalidation
 * matches on.
 */

/** A feature's named queries: each name with what else tells its answers apart, or `void` when the name alone does. */
export type NamedQueries = Record<string, unknown>;

/** A list query or a named query's parameters, or none where the feature's type for them is `void`. */
type NamedParams<P> = [P] extends [void] ? [] : [P];

export interface FeatureQueryKeys<
  R extends string,
  L = void,
  D extends string | number = never,
  N extends NamedQueries = Record<never, never>,
> {
  /** Every query of the feature. */
  all: readonly [R];
  /** Every list of the feature, whatever filters it (as Medusa's `lists()`). */
  lists: () => readonly [R, 'list'];
  /** One list: the feature's list query (none where one list is all it has); the pager appends its cursor. */
  list: (...query: NamedParams<L>) => readonly [R, 'list', ...NamedParams<L>];
  /** Every record the feature loaded one by one. */
  details: () => readonly [R, 'detail'];
  /** One record, e.g. the customer an edit dialog loads. */
  detail: (id: D) => readonly [R, 'detail', D];
  /** One of the feature's other queries, e.g. `named('options')`. */
  named: <K extends keyof N & string>(name: K, ...params: NamedParams<N[K]>) => readonly [R, K, ...NamedParams<N[K]>];
}

/** What the shell knows of a feature's keys: their root. */
export interface QueryKeyRoot {
  all: readonly [string];
}

export function featureQueryKeys<
  R extends string,
  L = void,
  D extends string | number = never,
  N extends NamedQueries = Record<never, never>,
>(root: R): FeatureQueryKeys<R, L, D, N> {
  return {
    all: [root],
    lists: () => [root, 'list'],
    list: (...query) => [root, 'list', ...query],
    details: () => [root, 'detail'],
    detail: (id) => [root, 'detail', id],
    named: (name, ...params) => [root, name, ...params],
  };
}
