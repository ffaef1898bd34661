import type { CustomerRow } from '@console/contracts/registrations.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import type { RegistrationAction } from './registration-config';
import { moveFailedText, movedText } from './registration-queries';
import { useRegistrationRow } from './registration-row-context';

type StatusAction = Extract<RegistrationAction, { kind: 'status' }>;

/** Runs a status move for some rows and says what happened: who moved, who did not and why, with Try again. */
export function useMoveAction() {
  const { config, move } = useRegistrationRow();
  const feedback = useActionFeedback();
  const run = (action: StatusAction, rows: readonly CustomerRow[]) => {
    move.mutate(
      { rows, to: action.to },
      {
        onSuccess: ({ moved, failed }) => {
          const first = failed[0];
          if (first) {
            const failedRows = failed.map((f) => f.row);
            const done = moved.length ? ` (${movedText(action.label, moved, config.programme)})` : '';
            feedback.failure(`${moveFailedText(action.label, failedRows, config.programme)}${done}`, first.error, () =>
              run(action, failedRows),
            );
          } else feedback.success(movedText(action.label, moved, config.programme));
        },
        onError: (error) => feedback.failure(moveFailedText(action.label, rows, config.programme), error, () => run(action, rows)),
      },
    );
  };
  return { run, pending: move.isPending, pendingRows: move.isPending ? (move.variables?.rows ?? []) : [] };
}
