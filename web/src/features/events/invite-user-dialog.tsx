import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { eventInviteUserBody, type EventInviteUserBody, type EventRow } from '@console/contracts/events.contract';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { statusErrorText } from '../../ui/status-error-text';
import { useActionFeedback } from '../../ui/action-feedback';
import { invitedText, useInviteEventUser } from './events-queries';

/** docs/functions/people-invites-events.md §4: the invite list reloads 4 seconds after an invite. */
const INVITED_DELAY_MS = 4000;

function InviteUserForm({ event }: { event: EventRow }) {
  const form = useForm<EventInviteUserBody>({
    resolver: zodResolver(eventInviteUserBody),
    // docs/functions/people-invites-events.md §5: checked on leaving the field and on submit.
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const errors = form.formState.errors;
  const feedback = useActionFeedback();
  const save = useInviteEventUser(event);
  return (
    <DialogForm
      form={form}
      save={save}
      onSaved={() => feedback.success(invitedText(event, form.getValues()))}
      reloadDelayMs={INVITED_DELAY_MS}
      failureText="Inviting the user to the event failed"
      blockWhileInvalid
      // docs/functions/people-invites-events.md §8: a refused invite reads '<status> Error: <server message>' above the buttons.
      serverFields={[]}
      failureMessage={statusErrorText}
    >
      <TextInput label="First Name" autoComplete="off" data-autofocus {...form.register('firstName')} error={errors.firstName?.message} />
      <TextInput label="Last Name" autoComplete="off" {...form.register('lastName')} error={errors.lastName?.message} />
      <TextInput label="Email" type="email" autoComplete="off" {...form.register('email')} error={errors.email?.message} />
    </DialogForm>
  );
}

/** The invite list's 'Invite User' modal (first name, last name, email). */
export function InviteUserDialog({ event, opened, onClose }: { event: EventRow; opened: boolean; onClose: () => void }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Invite User">
      <InviteUserForm event={event} />
    </FormDialog>
  );
}
