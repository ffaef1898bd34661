/**
 * FormDialog + DialogForm: the one save flow of every edit or create dialog (docs/conventions.md 'Look and feel').
 *
 * Why: each dialog used to write its own modal, mutation, delay, reload and error handling, and two of
 * them dropped the server's field errors. Here the flow is written once:
 *   Submit (disabled and a spinner while saving) -> `save.send(values)` -> 'Saved' beside the buttons the
 *   moment the server answers -> wait `reloadDelayMs` (the spec's delay before the list reloads) ->
 *   `save.invalidate(values)` (the lists and records the save changed) -> `onSaved` -> close.
 *   A 400 answer puts each server message under its field (`body.x`, `excelData.0.x` and `x` all name
 *   field `x`, see server-field-errors.ts); what names no field shows above the buttons. Escape and
 *   Close close the dialog.
 *
 * How: the dialog mounts its form only while open, so `useForm` starts from fresh values each time:
 *
 *   export function EditCouponDialog({ row, onClose }: { row: CouponRow | null; onClose: () => void }) {
 *     return (
 *       <FormDialog opened={row !== null} onClose={onClose} title={row?.code ?? ''}>
 *         {row && <EditCouponForm key={row.id} row={row} />}
 *       </FormDialog>
 *     );
 *   }
 *   function EditCouponForm({ row }: { row: CouponRow }) {
 *     const form = useForm({ resolver: zodResolver(couponsContract.update.body), defaultValues: valuesOf(row) });
 *     return (
 *       <DialogForm form={form} save={useUpdateCoupon()} reloadDelayMs={2000} failureText="Saving the coupon failed">
 *         <TextInput label="Code" {...form.register('code')} error={form.formState.errors.code?.message} />
 *       </DialogForm>
 *     );
 *   }
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal, Stack, Text, type MantineSpacing, type ModalProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { appBridge } from '../api/embedded-frame';
import { PRIMARY_VARIANT } from './app-bridge-elements';
import { DialogActions } from './dialog-actions';
import { logFailure } from './log';
import type { SaveMutation } from './save-mutation';
import { serverFieldErrors } from './server-field-errors';
import { useConfirm } from './confirm-button';
import { showToast } from './toast';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Mantine modal size: 'md' (default) for a few fields, 'lg' / 'xl' for grids of fields. */
  size?: ModalProps['size'];
  styles?: ModalProps['styles'];
  /**
   * Names the edits, e.g. 'your changes to this giveaway': then Escape, × and Close ask before an
   * edited form is thrown away; a save closes without asking.
   */
  guardUnsaved?: string;
  /** The form (a component calling `useForm` and rendering DialogForm); rendered only while open. */
  children: ReactNode;
}

interface DialogClose {
  /** After a save: closes at once. */
  close: () => void;
  /** Escape, × or Close: asks first while the form holds unsaved edits (with `guardUnsaved`). */
  requestClose: () => void;
  /** Whether the form inside holds edits, kept up to date by DialogForm. */
  dirty: { current: boolean };
}

/** How the form inside closes its dialog (after a save, or with Close). */
const CloseDialog = createContext<DialogClose | null>(null);

/** Whether a control sits inside a FormDialog (the date control then opens its calendar beside the field, clear of Submit). */
export function useInsideDialog(): boolean {
  return useContext(CloseDialog) !== null;
}

/** The modal around a form; Escape, the close button and Close all call `onClose`. */
export function FormDialog({ opened, onClose, title, size, styles, guardUnsaved, children }: FormDialogProps) {
  const dirty = useRef(false);
  const asking = useRef(false);
  // The console's own question (never the browser's confirm()), over the form, which stays as typed when kept.
  const { ask, dialog: discardQuestion } = useConfirm();
  const closing = useMemo<DialogClose>(
    () => ({
      close: onClose,
      requestClose: () => {
        // One question at a time: an Escape on the question reaches the form's Escape handler too.
        if (asking.current) return;
        if (!guardUnsaved || !dirty.current) return onClose();
        asking.current = true;
        // Freed only after the event that answered has been handled, for the same reason.
        const answered = () => setTimeout(() => (asking.current = false));
        // Asked once the key or click that closed has been handled: opened during an Escape, the question's own
        // Escape listener is in place before that event ends (React renders it in a microtask) and closes it again.
        setTimeout(() =>
          ask({
            title: `Discard ${guardUnsaved}?`,
            message: 'What you typed is not saved and will be lost.',
            confirmLabel: 'Discard changes',
            keepLabel: 'Keep editing',
            onKeep: answered,
            onConfirm: () => {
              answered();
              onClose();
            },
          }),
        );
      },
      dirty,
    }),
    [onClose, guardUnsaved, ask],
  );
  return (
    <>
      <Modal opened={opened} onClose={closing.requestClose} title={title} size={size} styles={styles}>
        <CloseDialog.Provider value={closing}>{opened && children}</CloseDialog.Provider>
      </Modal>
      {discardQuestion}
    </>
  );
}

export interface DialogFormProps<V extends FieldValues, O> {
  /** The react-hook-form form, with the contract's zod schema as its resolver. */
  form: UseFormReturn<V, unknown, O>;
  /** Sends the checked values and then invalidates what they changed: a hook of the feature's queries module, e.g. `useUpdateCoupon()`. */
  save: SaveMutation<O>;
  /**
   * Asked before `save` sends (a question about the values, e.g. a large price change): null goes on; a text sends
   * nothing, keeps the dialog open as typed and says the text above the buttons.
   */
  beforeSubmit?: (values: O) => Promise<string | null>;
  /** Closes the dialog; by default the enclosing FormDialog's `onClose`. */
  onClose?: () => void;
  /**
   * The spec's pause between a successful save and the reload (docs/functions/shell-students-staff.md §2.2,
   * docs/functions/people-invites-events.md §4: 2000 ms); 0 by default.
   */
  reloadDelayMs?: number;
  /** Anything else to do after a save, before the dialog closes. */
  onSaved?: () => void | Promise<void>;
  /** Logged with the error when a save fails, e.g. 'Saving the coupon failed'. */
  failureText: string;
  /** docs/functions/people-invites-events.md §5: Submit also stays disabled while a field shows an error. */
  blockWhileInvalid?: boolean;
  /** Move the focus to the first field the server refused (off where focusing opens a picker over the message). */
  focusServerError?: boolean;
  /**
   * The fields a server message may be placed under; by default every field of the form's values but
   * `id` (carried, never shown): a message about a field without an input shows above the buttons.
   */
  serverFields?: ReadonlyArray<Path<V>>;
  /**
   * The text above the buttons when no message could be placed under a field; by default the server's
   * message (none for a 5xx). docs/functions/people-invites-events.md §8's event dialogs show '<status> Error: <server message>'.
   */
  failureMessage?: (error: unknown) => string | null;
  /** Space between the fields and the buttons. */
  gap?: MantineSpacing;
  /** Submit stays disabled while this holds (a rule of the screen, e.g. nothing changed yet). */
  blocked?: boolean;
  /** Keep the dialog open after a save (a create form that resets for the next one); `onSaved` resets it. */
  keepOpen?: boolean;
  /**
   * Close as soon as the save answers and reload after the delay behind the closed dialog (docs/functions/people-invites-events.md §4:
   * 'close
   * ... after a successful save; after a save the list reloads after about 2 seconds'), instead of keeping
   * the dialog open with a spinner for the delay (the documented edit save waits, then closes).
   */
  closeAtOnce?: boolean;
  /**
   * What the save changed, said as a toast the moment the server answers, where the spec places no message
   * ('Saved Ada Lovelace (ada@school.example).').
   */
  savedText?: (values: O) => string;
  /** Button names and extra buttons, see DialogActions. */
  submitLabel?: string;
  closeLabel?: string;
  extraActions?: ReactNode;
  children: ReactNode;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form element, the server's messages and Submit/Close, with the save flow described at the top. */
export function DialogForm<V extends FieldValues, O>(props: DialogFormProps<V, O>) {
  const {
    form,
    save: change,
    beforeSubmit,
    reloadDelayMs = 0,
    onSaved,
    failureText,
    blockWhileInvalid = false,
    focusServerError = true,
    serverFields,
    failureMessage,
    gap = 'md',
    blocked = false,
    keepOpen = false,
    closeAtOnce = false,
    savedText,
    children,
  } = props;
  const dialog = useContext(CloseDialog);
  const onClose = props.onClose ?? dialog?.close ?? (() => undefined);
  const requestClose = props.onClose ?? dialog?.requestClose ?? (() => undefined);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (dialog) dialog.dirty.current = isDirty;
  }, [dialog, isDirty]);
  const [other, setOther] = useState<string | null>(null);
  // The server has answered: the spec's reload delay must not look like a save still running.
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: async (values: O): Promise<'saved' | 'held'> => {
      setOther(null);
      setSaved(false);
      const held = beforeSubmit ? await beforeSubmit(values) : null;
      if (held !== null) {
        setOther(held);
        return 'held';
      }
      await change.send(values);
      setSaved(true);
      if (savedText) showToast(savedText(values));
      const reload = async () => {
        if (reloadDelayMs > 0) await wait(reloadDelayMs);
        await change.invalidate(values);
      };
      // The reload goes on behind the closed dialog; a failed reload shows on the list, not here.
      if (closeAtOnce) void reload().catch((error: unknown) => logFailure(failureText, error));
      else await reload();
      await onSaved?.();
      return 'saved';
    },
    onSuccess: (outcome) => {
      if (outcome === 'held') return;
      if (keepOpen) setSaved(false);
      else onClose();
    },
    onError: (error) => {
      setSaved(false);
      logFailure(failureText, error);
      const fields = serverFields ?? (Object.keys(form.getValues()).filter((key) => key !== 'id') as Array<Path<V>>);
      const placed = serverFieldErrors(error, fields);
      (Object.entries(placed.fields) as Array<[Path<V>, string]>).forEach(([field, message], index) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: focusServerError && index === 0 });
      });
      const placedAny = Object.keys(placed.fields).length > 0;
      setOther(failureMessage && !placedAny ? failureMessage(error) : placed.other);
    },
  });

  const failing = Object.keys(form.formState.errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <FrameSaveBar dirty={isDirty && !save.isPending} onSave={() => formRef.current?.requestSubmit()} onDiscard={onClose} />
      <Stack gap={gap}>
        {children}
        {other && (
          <Text size="sm" c="red" role="alert">
            {other}
          </Text>
        )}
        <DialogActions
          saving={save.isPending && !saved}
          saved={saved}
          blocked={blocked || (blockWhileInvalid && failing)}
          onClose={requestClose}
          submitLabel={props.submitLabel}
          closeLabel={props.closeLabel}
          extra={props.extraActions}
        />
      </Stack>
    </form>
  );
}

let saveBars = 0;

/**
 * In the Shopify admin's frame, unsaved edits show in the admin's save bar (docs/conventions.md 'Look and feel'): Save
 * submits the form, Discard closes the dialog without saving. Standalone nothing: the dialog's own
 * Submit and Close (and the unsaved-edits question) are the way.
 */
function FrameSaveBar({ dirty, onSave, onDiscard }: { dirty: boolean; onSave: () => void; onDiscard: () => void }) {
  const bridge = appBridge();
  const [id] = useState(() => `console-save-bar-${++saveBars}`);
  useEffect(() => {
    if (!bridge) return;
    if (dirty) void bridge.saveBar.show(id);
    else void bridge.saveBar.hide(id);
  }, [bridge, dirty, id]);
  // A dialog closed with edits in it takes its save bar with it: hidden before React removes the
  // element (a layout effect's cleanup), since App Bridge finds the bar by its element's id.
  useLayoutEffect(() => (bridge ? () => void bridge.saveBar.hide(id) : undefined), [bridge, id]);
  if (!bridge) return null;
  return (
    <ui-save-bar id={id}>
      <button type="button" {...PRIMARY_VARIANT} onClick={onSave}>
        Save
      </button>
      <button type="button" onClick={onDiscard}>
        Discard
      </button>
    </ui-save-bar>
  );
}
