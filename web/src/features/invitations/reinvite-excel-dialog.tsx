import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { REINVITE_EMAIL_HEADER_MESSAGE, REINVITE_TEMPLATE_COLUMNS } from '@console/contracts/invitations.contract';
import { ApiError } from '../../app/api-client';
import { UploadButton } from '../../ui/upload-button';
import type { InvitationConfig } from './invitation-config';

export interface ReinviteExcelDialogProps {
  config: InvitationConfig;
  opened: boolean;
  onClose: () => void;
  /** The reinvite job was stored: the page shows its banner. */
  onStarted: (jobId: number) => void;
}

/** Spec 2 §2 'Reinvite Excel': the 'Upload Excel' modal; the file's "Email" column names whom to invite again. */
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
          <Text size="sm" fs="italic">
            {REINVITE_EMAIL_HEADER_MESSAGE}
          </Text>
          <UploadButton
            label="Choose file"
            templateColumns={REINVITE_TEMPLATE_COLUMNS}
            templateFileName="reinvite_template.csv"
            onRows={async (rows) => {
              setProblem(null);
              try {
                const { jobId } = await config.importReinvite(rows);
                onStarted(jobId);
                return { jobId };
              } catch (error) {
                // A file without the "Email" header is refused with the note's own words.
                if (error instanceof ApiError && error.status === 400) setProblem(error.body?.message ?? null);
                throw error;
              }
            }}
          />
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
