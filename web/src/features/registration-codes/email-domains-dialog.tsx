import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DOMAIN_MAX_LENGTH, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { textEditColumn } from '../../ui/grid-edit-cells';
import { ListGrid } from '../../ui/list-grid';
import { domainsFailedText, domainsSavedText, useSaveEmailDomains } from './registration-codes-queries';
import type { TableColumn } from '../../ui/table-columns';

/** The UI's emailDomainsList: one editable row per domain (spec 4 §3). */
interface DomainRow {
  key: number;
  domain: string;
}

const toRows = (domains: readonly string[]): DomainRow[] => domains.map((domain, key) => ({ key, domain }));

const COLUMNS: TableColumn<DomainRow>[] = [
  { headerName: 'Domain', field: 'domain', flex: 1, ...textEditColumn<DomainRow>({ maxLength: DOMAIN_MAX_LENGTH }) },
];

interface EditorProps {
  code: RegistrationCode;
  onSaved: (id: number, emailDomains: string[]) => void;
  onClose: () => void;
}

function DomainsEditor({ code, onSaved, onClose }: EditorProps) {
  const [rows, setRows] = useState<DomainRow[]>(() => toRows(code.emailDomains));
  const [saved, setSaved] = useState<string[]>(code.emailDomains);
  const [selected, setSelected] = useState<DomainRow[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean; retry?: () => void } | null>(null);
  const nextKey = useRef(code.emailDomains.length);

  const save = useSaveEmailDomains(code, {
    onSaved: (answer) => {
      // The row's domains change only on success (spec 4 §4).
      setSaved(answer.data.emailDomains);
      setRows(toRows(answer.data.emailDomains));
      nextKey.current = answer.data.emailDomains.length;
      onSaved(code.id, answer.data.emailDomains);
      setMessage({ text: domainsSavedText(code, answer.msg, answer.data.emailDomains), ok: true });
    },
    onFailed: (error, domains) => {
      setRows(toRows(saved));
      setMessage({ text: domainsFailedText(code, error, saved), ok: false, retry: () => commit(toRows(domains)) });
    },
  });

  const commit = (next: DomainRow[]) => {
    setRows(next);
    const domains = next.map((r) => r.domain.trim()).filter(Boolean);
    if (JSON.stringify(domains) !== JSON.stringify(saved)) save.mutate(domains);
  };

  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    commit([...rows, { key: nextKey.current++, domain: draft.trim() }]);
    setDraft('');
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label="New domain"
              placeholder="example.com"
              maxLength={DOMAIN_MAX_LENGTH}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              w={220}
            />
            <Button type="submit" disabled={save.isPending || !draft.trim()}>
              Add domain
            </Button>
          </Group>
        </form>
        <Button
          color="red"
          variant="light"
          disabled={selected.length === 0 || save.isPending}
          onClick={() => commit(rows.filter((r) => !selected.includes(r)))}
        >
          Delete selected
        </Button>
      </Group>
      <ListGrid
        rows={rows}
        columnDefs={COLUMNS}
        getRowId={(r) => String(r.key)}
        loading={false}
        onSelectionChange={setSelected}
        onCellValueChanged={(row) => commit(rows.map((r) => (r.key === row.key ? { ...row, domain: row.domain ?? '' } : r)))}
        label="Email domains"
      />
      <Group gap="sm" mih={20}>
        <Text role="status" size="sm" fw={500} c={message?.ok ? 'teal.8' : 'red'}>
          {message?.text ?? ''}
        </Text>
        {message?.retry && (
          <Button size="compact-sm" variant="default" onClick={message.retry}>
            Try again
          </Button>
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

export interface EmailDomainsDialogProps {
  code: RegistrationCode | null;
  onSaved: (id: number, emailDomains: string[]) => void;
  onClose: () => void;
}

/** Spec 4 §2.1: 'Email Domains List' of one code; each change is saved at once. */
export function EmailDomainsDialog({ code, onSaved, onClose }: EmailDomainsDialogProps) {
  return (
    <Modal opened={code !== null} onClose={onClose} title="Email Domains List" size="md">
      {code && <DomainsEditor key={code.id} code={code} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}
