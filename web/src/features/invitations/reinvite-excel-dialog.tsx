import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { REINVITE_EMAIL_HEADER_MESSAGE, REINVITE_TEMPLATE_COLUMNS } from '@console/contracts/invitations.contract';
import { UploadButton } from '../../ui/upload-button';
import { UploadProblem, uploadProblemText } from '../../ui/upload-problem';
import type { InvitationConfig } from './invitation-config';

export interface ReinviteExcelDialogProps {
  config: InvitationConfig;
  opened: boolean;
  onClose: () => void;
  /** The reinvite job was stored: the page shows its banner, then how the job ended. */
  onStarted: (jobId: number) => void;
}

/**
 * docs/functions/people-invites-events.md §2 'Reinvite Excel': the 'Upload Excel' modal; the file's "Email" column names whom to invite
 * again.
 */
export function ReinviteExcelDialog({ config, opened, onClose, onStarted }: ReinviteExcelDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Upload Excel">
      {opened && (
        <Stack gap="md">
          {/* A file without the "Email" header is refused with the note's own words: the note turns red. */}
          <Text size="sm" fs="italic" c={problem === REINVITE_EMAIL_HEADER_MESSAGE ? 'red' : undefined}>
            {REINVITE_EMAIL_HEADER_MESSAGE}
          </Text>
          <UploadButton
            label="Choose file"
            templateColumns={REINVITE_TEMPLATE_COLUMNS}
            templateFileName="reinvite_template.csv"
            onRows={async (rows) => {
              setProblem(null);
              onStarted((await config.importReinvite(rows)).jobId);
            }}
            onFailed={(error) => setProblem(uploadProblemText(error))}
          />
          {/* Any other refusal in the shared words; the header one is the red note above, not said twice. */}
          <UploadProblem problem={problem === REINVITE_EMAIL_HEADER_MESSAGE ? null : problem} />
        </Stack>
      )}
    </Modal>
  );
}
