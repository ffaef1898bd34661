import { Button } from '@mantine/core';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { ConfirmButton } from '../../ui/confirm-button';
import { SelectionBar } from '../../ui/selection-bar';
import { useRegistrationRow } from './registration-row-context';
import { useMoveAction } from './use-move-action';

/** Approve or Reject every selected row of the page at once; Reject asks first. */
export function BulkMoveBar({ selected, onClear }: { selected: readonly CustomerRow[]; onClear: () => void }) {
  const { config, tab } = useRegistrationRow();
  const { run, pending } = useMoveAction();
  const count = selected.length;
  const noun = count === 1 ? config.programme.replace(/s$/, '') : config.programme;
  return (
    <SelectionBar
      count={count}
      text={count ? `${count} ${noun} selected` : `Select ${config.programme} to approve or reject several at once`}
      onClear={onClear}
    >
      {tab.actions.map((action) =>
        action.kind !== 'status' ? null : action.to === 'disabled' ? (
          <ConfirmButton
            key={action.label}
            size="compact-sm"
            color="red"
            variant="light"
            disabled={count === 0}
            loading={pending}
            label={`${action.label} selected`}
            title={`Reject ${count} ${noun}?`}
            message={`The selected ${noun} lose their ${config.programme === 'students' ? 'student' : 'staff'} programme status and move to Rejected.`}
            confirmLabel={`Reject ${count}`}
            onConfirm={() => run(action, selected)}
          />
        ) : (
          <Button
            key={action.label}
            size="compact-sm"
            color="teal"
            disabled={count === 0}
            loading={pending}
            onClick={() => run(action, selected)}
          >
            {`${action.label} selected`}
          </Button>
        ),
      )}
    </SelectionBar>
  );
}
