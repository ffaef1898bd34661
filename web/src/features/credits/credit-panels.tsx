import { useId, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CREDIT_IMPORT_COLUMNS, REFERENCE_MAX_LENGTH } from '@console/contracts/credits.contract';
import { FileDropZone } from '../../ui/file-drop-zone';
import { countText } from '@console/contracts/common/numbers';
import { logFailure } from '../../ui/log';
import type { SheetRow } from '../../ui/spreadsheet';
import { uploadProblemText } from '../../ui/upload-problem';

/**
 * Cancel and Submit of every panel (docs/functions/codes-credits-knot-giveaways.md §2.2); Submit is the form's, and says why when it cannot
 * be used.
 */
function PanelButtons({
  busy,
  blocked,
  onCancel,
  reasonId,
}: {
  busy: boolean;
  blocked: string | null;
  onCancel: () => void;
  reasonId: string;
}) {
  return (
    <Group gap="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={blocked !== null} loading={busy} aria-describedby={blocked ? reasonId : undefined}>
        Submit
      </Button>
    </Group>
  );
}

/** Why Submit is greyed out, beside the fields: a disabled button alone does not say what to change. */
function BlockedReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <Text id={id} size="sm" c="dimmed">
      {reason}
    </Text>
  );
}

export interface AmountValues {
  email: string;
  amount: number | string;
  reference: string;
}

/** Add New Customer, Add Credit (issue) and Adjust balance. */
export type AmountKind = 'add' | 'issue' | 'adjust';

/** Under the amount: what the number does. An adjustment takes the amount off, so it is typed without a minus. */
const AMOUNT_HELP: Record<AmountKind, string> = {
  add: 'The opening credit; 0 opens the account without credit.',
  issue: 'Added to each balance.',
  adjust: 'The amount to take off each balance: 5 takes $5.00 off.',
};

/** Why Submit cannot be used yet, or null when the panel may be sent. */
export function amountBlockedReason(kind: AmountKind, values: AmountValues): string | null {
  if (kind === 'add' && values.email.trim() === '') return "Enter the customer's email.";
  const amount = values.amount === '' ? NaN : Number(values.amount);
  if (!Number.isFinite(amount)) return 'Enter an amount.';
  if (amount < 0)
    return kind === 'adjust'
      ? 'Enter the amount to take off without a minus: 5 takes $5.00 off each balance.'
      : 'Enter an amount of $0.00 or more.';
  if (kind !== 'add' && amount === 0) return 'Enter an amount greater than $0.00.';
  if (values.reference.trim() === '') return 'Enter a reference.';
  return null;
}

export interface AmountPanelProps {
  title: string;
  kind: AmountKind;
  values: AmountValues;
  onChange: (values: AmountValues) => void;
  onCancel: () => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The Add New Customer, Add Credit and Adjust panels: amount and reference, Cancel and Submit. */
export function AmountPanel({ title, kind, values, onChange, onCancel, onSubmit, busy }: AmountPanelProps) {
  const reasonId = useId();
  const blocked = amountBlockedReason(kind, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked && !busy) onSubmit();
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        <Group align="flex-start" gap="md">
          {kind === 'add' && (
            <TextInput
              label="Email"
              type="email"
              required
              value={values.email}
              onChange={(e) => onChange({ ...values, email: e.currentTarget.value })}
              w={280}
              data-autofocus
            />
          )}
          <NumberInput
            label={kind === 'adjust' ? 'Adjustment' : 'Credit'}
            description={AMOUNT_HELP[kind]}
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            // A typed minus stays visible, so the reason under Submit can say what to change.
            clampBehavior="none"
            value={values.amount}
            onChange={(amountValue) => onChange({ ...values, amount: amountValue })}
            w={kind === 'adjust' ? 250 : 200}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus={kind === 'add' ? undefined : true}
          />
          <TextInput
            label="Reference"
            description={kind === 'add' ? 'Shown on the customer’s ledger.' : 'What it is for; shown on each ledger line.'}
            placeholder={kind === 'add' ? undefined : 'e.g. Goodwill, order #1001'}
            maxLength={REFERENCE_MAX_LENGTH}
            value={values.reference}
            onChange={(e) => onChange({ ...values, reference: e.currentTarget.value })}
            w={260}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Stack gap={4} mt={25}>
            <PanelButtons busy={busy} blocked={blocked} onCancel={onCancel} reasonId={reasonId} />
            <BlockedReason id={reasonId} reason={blocked} />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

async function downloadTemplate() {
  const excel = await import('../../ui/excel-export');
  const { downloadFile } = await import('../../ui/download-file');
  const columns = CREDIT_IMPORT_COLUMNS.map((header) => ({ header, value: () => '' }));
  downloadFile('credits_import_template.xlsx', await excel.workbookBytes({ columns, rows: [] }), excel.XLSX_MIME);
}

export interface ImportPanelProps {
  /** Checks the rows read from the file and asks before sending; throws a FileRefused (or the call's error) to refuse the file. */
  onSubmit: (rows: SheetRow[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * Import: an Excel file dropped or chosen (only its first sheet is read, docs/functions/codes-credits-knot-giveaways.md §5), then Submit.
 */
export function ImportPanel({ onSubmit, onCancel }: ImportPanelProps) {
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ name: string; rows: SheetRow[] } | null>(null);
  const [problem, setProblem] = useState<{ fileName: string; text: string } | null>(null);
  async function read(chosen: File) {
    if (typeof FileReader === 'undefined') {
      logFailure('This browser does not support HTML5.', null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { readSpreadsheetFile } = await import('../../ui/spreadsheet');
      setFile({ name: chosen.name, rows: await readSpreadsheetFile(chosen) });
    } catch (error) {
      logFailure('Reading the file failed', error);
      setFile(null);
      setProblem({ fileName: chosen.name, text: uploadProblemText(error) });
    } finally {
      setBusy(false);
    }
  }
  async function submit() {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(file.rows);
    } catch (error) {
      logFailure('Importing the file failed', error);
      setProblem({ fileName: file.name, text: uploadProblemText(error) });
    } finally {
      setBusy(false);
    }
  }
  const blocked = !file ? 'Drop or choose a file first.' : file.rows.length === 0 ? 'The file has no rows under its headers.' : null;
  return (
    <Paper
      withBorder
      p="md"
      role="region"
      aria-label="Import"
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Import</Title>
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadTemplate()}>
            Download template
          </Anchor>
        </Group>
        <FileDropZone
          onFile={(chosen) => void read(chosen)}
          busy={busy}
          hint="Drop an Excel file with the columns Email, Credit, Adjustment, Reference"
          problem={problem}
        />
        <Group justify="space-between" align="flex-start">
          <Text size="sm" role="status">
            {file ? `${file.name}: ${countText(file.rows.length, 'row')}` : ''}
          </Text>
          <Stack gap={4} align="flex-end">
            <PanelButtons busy={busy} blocked={blocked} onCancel={onCancel} reasonId={reasonId} />
            <BlockedReason id={reasonId} reason={blocked} />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
