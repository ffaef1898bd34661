import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitsInput } from '../../ui/digits-input';
import { logFailure } from '../../ui/log';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { saveDefaultDiscountLimit, useDefaultDiscountLimit } from './registration-detail-queries';
import type { RegistrationKeys } from './registration-config';

/** docs/functions/shell-students-staff.md §2.2 and §8: 'Default STP Student Discount Limit($)' with Save; the outcome shows for 7 s. */
export function DefaultDiscountLimit({ keys }: { keys: RegistrationKeys }) {
  const queryClient = useQueryClient();
  const saved = useDefaultDiscountLimit(keys);
  // null until the operator types: the field follows the loaded value until then.
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? saved.data?.value ?? '';
  const message = useTimedMessage(7000);
  const save = useMutation({
    mutationFn: saveDefaultDiscountLimit,
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.named('default-discount-limit'), answer);
      setTyped(null);
      message.show('Saved successfully.');
    },
    onError: (error) => {
      logFailure('Saving the default discount limit failed', error);
      message.show('Something went wrong. try again.', 'error');
    },
  });

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TimedMessage message={message.message} />
      <DigitsInput
        label="Default STP Student Discount Limit($)"
        value={value}
        onChange={setTyped}
        w={270}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
      <Button onClick={() => save.mutate(value)} loading={save.isPending}>
        Save
      </Button>
    </Group>
  );
}
