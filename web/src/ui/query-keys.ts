/**
 * The shape of every feature's query keys, so a save can invalidate exactly what it changed.
 *
 * Each feature has one module `<feature>-query-keys.ts` that builds its keys here and is the only place
 * its key arrays are written:
 *
 *   export const couponKeys = featureQueryKeys('coupons');
 *   usePagedList({ queryKey: couponKeys.list(tab, search), fetchPage });      // a list and its filters
 *   useQuery({ queryKey: couponKeys.detail(id), ... });                        // one record
 *   <DialogForm invalidate={[couponKeys.all]} ... />                           // everything of the feature
 *
 * Keys are prefixes of one another (`all` ⊃ `list(...)` ⊃ each cursor page), which is what TanStack
 * Query's invalidation matches on.
 */
export interface FeatureQueryKeys<R extends string> {
  /** Every query of the feature. */
  all: readonly [R];
  /** Every list of the feature, whatever filters it (as Medusa's `lists()`). */
  lists: () => readonly [R, 'list'];
  /** One list and everything that filters it (tab, status, search); the pager appends its cursor. */
  list: (...filters: unknown[]) => readonly unknown[];
  /** Every record the feature loaded one by one. */
  details: () => readonly [R, 'detail'];
  /** One record, e.g. the customer an edit dialog loads. */
  detail: (id: string | number) => readonly unknown[];
  /** Anything else of the feature, e.g. `named('options')`. */
  named: (name: string, ...rest: unknown[]) => readonly unknown[];
}

export function featureQueryKeys<R extends string>(root: R): FeatureQueryKeys<R> {
  return {
    all: [root],
    lists: () => [root, 'list'],
    list: (...filters) => [root, 'list', ...filters],
    details: () => [root, 'detail'],
    detail: (id) => [root, 'detail', id],
    named: (name, ...rest) => [root, name, ...rest],
  };
}
