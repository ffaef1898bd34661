import { ListPager } from './list-pager';
import type { NumberedList } from './use-numbered-list';

/**
 * 'n of m' with its Previous page and Next page controls (docs/functions/codes-credits-knot-giveaways.md §2.2), in the lists' one pager
 * look.
 */
export function PageIndicator<T>({ list, label }: { list: NumberedList<T>; label: string }) {
  return (
    <ListPager
      label={label}
      pageText={`${list.page} of ${list.pageCount}`}
      previousName="Previous page"
      nextName="Next page"
      hasPrevious={list.hasPreviousPage}
      hasNext={list.hasNextPage}
      onPrevious={list.previous}
      onNext={list.next}
    />
  );
}
