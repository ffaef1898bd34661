import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DOMAIN_MAX_LENGTH, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { ConfirmButton } from '../../ui/confirm-button';
import { textEditColumn } from '../../ui/grid-edit-cells';
import { ListGrid } from '../../ui/list-grid';
import { domainProblem, storedDomain } from './domain-problem';
import { domainsFailedText, domainsSavedText, useSaveEmailDomains } from './registration-codes-queries';
import type { TableColumn } from '../../ui/table-columns';

/** The UI's emailDomainsList: one editable row per domain (docs/functions/codes-credits-knot-giveaways.md §3). */
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
      // The row's domains change only on success (docs/functions/codes-credits-knot-giveaways.md §4).
      setSaved(answer.data.emailDomains);
      setRows(toRows(answer.data.emailDomains));
      // The typed domain leaves its input once it is saved; a refusal keeps it there to be corrected.
      setDraft((typed) => (answer.data.emailDomains.includes(storedDomain(typed)) ? '' : typed));
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
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const add = () => {
    const problem = domainProblem(
      draft,
      rows.map((r) => storedDomain(r.domain)),
    );
    setDraftProblem(problem);
    if (problem === null) commit([...rows, { key: nextKey.current++, domain: draft.trim() }]);
  };
  /** A domain changed in the grid: a wrong one is not sent, and the message says what is wrong with it. */
  const edit = (row: DomainRow) => {
    const typed = row.domain ?? '';
    const others = rows.filter((r) => r.key !== row.key).map((r) => storedDomain(r.domain));
    const problem = typed.trim() === '' ? null : domainProblem(typed, others);
    if (problem !== null) {
      // The grid wrote the typed text into the row: the saved domains come back.
      setRows(toRows(saved));
      setMessage({ text: `"${typed.trim()}" was not saved: ${problem}`, ok: false });
      return;
    }
    commit(rows.map((r) => (r.key === row.key ? { ...row, domain: typed } : r)));
  };
  const chosen = selected.map((r) => r.domain).filter(Boolean);

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
              onChange={(e) => {
                setDraft(e.currentTarget.value);
                setDraftProblem(null);
              }}
              error={draftProblem}
              w={260}
            />
            <Button type="submit" disabled={save.isPending || !draft.trim()}>
              Add domain
            </Button>
          </Group>
        </form>
        <ConfirmButton
          label="Delete selected"
          color="red"
          variant="light"
          disabled={selected.length === 0 || save.isPending}
          title={`Delete ${chosen.length === 1 ? '1 domain' : `${chosen.length} domains`} of ${code.registrationCode}?`}
          message={`${code.registrationCode} will no longer take e-mail addresses at ${chosen.length === 1 ? 'this domain' : 'these domains'}${
            chosen.length >= rows.length ? ' (with none left, it takes addresses at every domain)' : ''
          }:`}
          items={chosen}
          confirmLabel={chosen.length === 1 ? 'Delete domain' : 'Delete domains'}
          keepLabel="Keep domains"
          onConfirm={() => commit(rows.filter((r) => !selected.includes(r)))}
        />
      </Group>
      <ListGrid
        rows={rows}
        columnDefs={COLUMNS}
        getRowId={(r) => String(r.key)}
        loading={false}
        onSelectionChange={setSelected}
        onCellValueChanged={edit}
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

/** docs/functions/codes-credits-knot-giveaways.md §2.1: 'Email Domains List' of one code; each change is saved at once. */
export function EmailDomainsDialog({ code, onSaved, onClose }: EmailDomainsDialogProps) {
  return (
    <Modal opened={code !== null} onClose={onClose} title="Email Domains List" size="md">
      {code && <DomainsEditor key={code.id} code={code} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}
