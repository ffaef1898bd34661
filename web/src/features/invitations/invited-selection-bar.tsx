import { SelectionBar } from '../../ui/selection-bar';

/**
 * What is selected on the Invited tab and a way to clear it (as the students' bulk bar);
 * Reinvite User in the toolbar acts on the selection (docs/functions/people-invites-events.md §2).
 */
export function InvitedSelectionBar({ count, noun, onClear }: { count: number; noun: string; onClear: () => void }) {
  return (
    <SelectionBar
      count={count}
      text={count ? `${count} invited ${noun} selected` : `Select invited ${noun} to reinvite several at once`}
      onClear={onClear}
    />
  );
}
