import { Checkbox, Text, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { editInvitedUserForm, inviteUserForm, type InvitedUserRow, type InvitePayloadItem } from '@console/contracts/invitations.contract';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import type { InvitationConfig } from './invitation-config';
import { useSaveInvite } from './invitations-queries';

/** docs/functions/people-invites-events.md §4: after a save the list reloads after about 2 s, with a loading indicator meanwhile. */
const SAVED_DELAY_MS = 2000;

// The contract's own form schemas; the fields a mode does not show pass through unchecked.
const inviteSchema = inviteUserForm.extend({ mtdCheckbox: z.boolean() });
const editSchema = editInvitedUserForm.extend({ email: z.string(), mtdCheckbox: z.boolean() });
type FormValues = z.input<typeof inviteSchema>;
type FormOutput = z.output<typeof inviteSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'additional_tags', 'mtdCheckbox'] as const;

export type InvitedUserDialogMode = { kind: 'invite' } | { kind: 'edit'; row: InvitedUserRow };

interface FormProps {
  config: InvitationConfig;
  mode: InvitedUserDialogMode;
  /** The 'MTD Users' option (retiree screen in an MTD shop, new invites only). */
  withMtd: boolean;
}

function payloadOf(config: InvitationConfig, mode: InvitedUserDialogMode, values: FormOutput, withMtd: boolean): InvitePayloadItem {
  const item: InvitePayloadItem = {
    id: mode.kind === 'edit' ? mode.row.id : '',
    first_name: values.first_name,
    last_name: values.last_name,
    email: mode.kind === 'edit' ? mode.row.email : values.email,
  };
  // Only screens with a Tags field send it: the server leaves the stored tags alone otherwise.
  if (config.tags) item.additional_tags = values.additional_tags;
  // docs/functions/people-invites-events.md §3: the retiree invite payload always carries the MTD flag; it can only be true where the shop
  // offers it.
  if (config.mtd && mode.kind === 'invite') item.mtdCheckbox = withMtd && values.mtdCheckbox;
  return item;
}

function InvitedUserForm({ config, mode, withMtd }: FormProps) {
  const editing = mode.kind === 'edit';
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: (editing ? zodResolver(editSchema) : zodResolver(inviteSchema)) as Resolver<FormValues, unknown, FormOutput>,
    // docs/functions/people-invites-events.md §5: checked on leaving the field and on submit, then again as the operator corrects it.
    mode: 'onTouched',
    defaultValues: {
      first_name: editing ? mode.row.firstName : '',
      last_name: editing ? mode.row.lastName : '',
      email: editing ? mode.row.email : '',
      additional_tags: editing ? mode.row.tags.join(', ') : '',
      mtdCheckbox: false,
    },
  });
  const { register, formState } = form;

  const errors = formState.errors;
  const save = useSaveInvite(config, (values: FormOutput) => payloadOf(config, mode, values, withMtd));
  return (
    // docs/functions/people-invites-events.md §5: Submit is blocked while a rule fails, and while the save runs.
    <DialogForm
      form={form}
      save={save}
      reloadDelayMs={SAVED_DELAY_MS}
      // The save answers in well under a second; the 2 s was the dialog waiting out the reload delay.
      closeAtOnce
      savedText={(values) => (editing ? `Saved ${values.first_name} ${values.last_name}.` : `Invitation sent to ${values.email}.`)}
      failureText={editing ? 'Saving the invited user failed' : 'Inviting the user failed'}
      blockWhileInvalid
      serverFields={FIELDS}
      gap="sm"
    >
      {editing && (
        <Text size="sm" c="dimmed">
          {mode.row.email}
        </Text>
      )}
      <TextInput label="First Name" autoComplete="off" data-autofocus {...register('first_name')} error={errors.first_name?.message} />
      <TextInput label="Last Name" autoComplete="off" {...register('last_name')} error={errors.last_name?.message} />
      {!editing && <TextInput label="Email" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />}
      {config.tags && (
        <TextInput
          label="Tags"
          description="Separate tags with commas"
          autoComplete="off"
          {...register('additional_tags')}
          error={errors.additional_tags?.message}
        />
      )}
      {withMtd && !editing && <Checkbox label="MTD Users" {...register('mtdCheckbox')} error={errors.mtdCheckbox?.message} />}
    </DialogForm>
  );
}

export interface InvitedUserDialogProps extends Omit<FormProps, 'mode'> {
  /** null: closed. */
  mode: InvitedUserDialogMode | null;
  onClose: () => void;
}

/** docs/functions/people-invites-events.md §2: the 'Invite User' modal (names, Email, Tags, MTD) and the edit modal (names, Tags). */
export function InvitedUserDialog({ mode, onClose, ...rest }: InvitedUserDialogProps) {
  return (
    <FormDialog opened={mode !== null} onClose={onClose} title={mode?.kind === 'edit' ? 'Edit Invited User' : 'Invite User'}>
      {mode && <InvitedUserForm key={mode.kind === 'edit' ? mode.row.id : 'invite'} mode={mode} {...rest} />}
    </FormDialog>
  );
}
