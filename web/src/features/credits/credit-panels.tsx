import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CREDIT_IMPORT_COLUMNS, REFERENCE_MAX_LENGTH } from '@console/contracts/credits.contract';
import { FileDropZone } from '../../ui/file-drop-zone';
import { logFailure } from '../../ui/log';
import type { SheetRow } from '../../ui/spreadsheet';
import { spreadsheetProblem } from '../../ui/spreadsheet-size';

/** Cancel and Submit of every panel (spec 4 §2.2); Submit is the form's. */
function PanelButtons({ busy, blocked, onCancel }: { busy: boolean; blocked: boolean; onCancel: () => void }) {
  return (
    <Group gap="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={blocked} loading={busy}>
        Submit
      </Button>
    </Group>
  );
}

export interface AmountValues {
  email: string;
  amount: number | string;
  reference: string;
}

export interface AmountPanelProps {
  title: string;
  /** 'Credit' or 'Adjustment'. */
  amountLabel: string;
  /** Add New Customer asks for the e-mail too. */
  withEmail?: boolean;
  values: AmountValues;
  onChange: (values: AmountValues) => void;
  onCancel: () => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The Add New Customer, Add Credit and Adjust panels: amount and reference, Cancel and Submit. */
export function AmountPanel({ title, amountLabel, withEmail = false, values, onChange, onCancel, onSubmit, busy }: AmountPanelProps) {
  const amount = Number(values.amount);
  const ready = (!withEmail || values.email.trim() !== '') && values.reference.trim() !== '' && (withEmail ? amount >= 0 : amount > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        <Group align="flex-end" gap="md">
          {withEmail && (
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
            label={amountLabel}
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={values.amount}
            onChange={(amountValue) => onChange({ ...values, amount: amountValue })}
            w={160}
          />
          <TextInput
            label="Reference"
            maxLength={REFERENCE_MAX_LENGTH}
            value={values.reference}
            onChange={(e) => onChange({ ...values, reference: e.currentTarget.value })}
            w={260}
          />
          <PanelButtons busy={busy} blocked={!ready} onCancel={onCancel} />
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
  /** Sends the rows read from the file; the screen checks them first. */
  onSubmit: (rows: SheetRow[]) => Promise<void>;
  onCancel: () => void;
}

/** Import: an Excel file dropped or chosen (only its first sheet is read, spec 4 §5), then Submit. */
export function ImportPanel({ onSubmit, onCancel }: ImportPanelProps) {
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ name: string; rows: SheetRow[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
      setProblem(spreadsheetProblem(error));
    } finally {
      setBusy(false);
    }
  }
  async function submit() {
    if (!file) return;
    setBusy(true);
    try {
      await onSubmit(file.rows);
    } finally {
      setBusy(false);
    }
  }
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
        />
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="sm" role="status">
            {file ? `${file.name}: ${file.rows.length} row(s)` : ''}
          </Text>
          <PanelButtons busy={busy} blocked={!file || file.rows.length === 0} onCancel={onCancel} />
        </Group>
      </Stack>
    </Paper>
  );
}
