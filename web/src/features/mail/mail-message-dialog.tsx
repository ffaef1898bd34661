import { Alert, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { MailRow } from '@console/contracts/mail.contract';
import { failureText } from '../../ui/call-failure';
import { formatShopTime } from '../../ui/shop-time';
import { useMailMessage } from './mail-queries';

/** One message as it was written: to, when, and its text (the screen showed only the subject). */
export function MailMessageDialog({ row, onClose }: { row: MailRow | null; onClose: () => void }) {
  const message = useMailMessage(row?.id ?? null);
  return (
    <Modal opened={row !== null} onClose={onClose} title={row?.subject ?? ''} size="lg">
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            To {row.to} · {formatShopTime(row.createdAt)}
          </Text>
          {message.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText('Loading the message failed', message.error)}
            </Alert>
          )}
          {message.isPending && <Loader size="sm" aria-label="Loading the message" />}
          {message.data && (
            <>
              <ScrollArea.Autosize mah={420}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Message text">
                  {message.data.text}
                </Text>
              </ScrollArea.Autosize>
              {message.data.attachments.length > 0 && <Text size="sm">Attached: {message.data.attachments.join(', ')}</Text>}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
