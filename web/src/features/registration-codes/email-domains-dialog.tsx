import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { DOMAIN_MAX_LENGTH, registrationCodesContract, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { callApi } from '../../app/api-client';
import { failureText } from '../../ui/call-failure';
import { ListGrid } from '../../ui/list-grid';

/** The UI's emailDomainsList: one editable row per domain (spec 4 §3). */
interface DomainRow {
  key: number;
  domain: string;
}

const toRows = (domains: readonly string[]): DomainRow[] => domains.map((domain, key) => ({ key, domain }));

const COLUMNS: ColDef<DomainRow>[] = [{ headerName: 'Domain', field: 'domain', editable: true, flex: 1, cellEditorParams: { maxLength: DOMAIN_MAX_LENGTH } }];

interface EditorProps {
  code: RegistrationCode;
  onSaved: (id: number, emailDomains: string[]) => void;
  onClose: () => void;
}

function DomainsEditor({ code, onSaved, onClose }: EditorProps) {
  const [rows, setRows] = useState<DomainRow[]>(() => toRows(code.emailDomains));
  const [saved, setSaved] = useState<string[]>(code.emailDomains);
  const [selected, setSelected] = useState<DomainRow[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const nextKey = useRef(code.emailDomains.length);

  const save = useMutation({
    mutationFn: (emailDomains: string[]) => callApi(registrationCodesContract.emailDomains, { params: { id: code.id }, body: { emailDomains } }),
    onSuccess: (answer) => {
      if (!answer.status) throw new Error(answer.msg);
      // The row's domains change only on success (spec 4 §4).
      setSaved(answer.data.emailDomains);
      setRows(toRows(answer.data.emailDomains));
      nextKey.current = answer.data.emailDomains.length;
      onSaved(code.id, answer.data.emailDomains);
      setMessage({ text: answer.msg, ok: true });
    },
    onError: (error) => {
      setRows(toRows(saved));
      setMessage({ text: failureText('Error updating email domains', error), ok: false });
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
            <TextInput label="New domain" placeholder="example.com" maxLength={DOMAIN_MAX_LENGTH} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={220} />
            <Button type="submit" disabled={save.isPending || !draft.trim()}>
              Add domain
            </Button>
          </Group>
        </form>
        <Button color="red" variant="light" disabled={selected.length === 0 || save.isPending} onClick={() => commit(rows.filter((r) => !selected.includes(r)))}>
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
      <Text role="status" size="sm" fw={500} c={message?.ok ? 'teal.8' : 'red'} mih={20}>
        {message?.text ?? ''}
      </Text>
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
