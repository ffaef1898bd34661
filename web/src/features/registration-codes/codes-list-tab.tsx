import { lazy, useMemo, useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EXPIRATION_STATUSES, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { failureText } from '../../ui/call-failure';
import { ListGrid } from '../../ui/list-grid';
import { matchesSearch, useUrlSearchText } from '../../ui/list-url-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { codeColumns } from './code-columns';
import { CodeTextFiltersRow, matchesCodeFilters, type CodeTextFilters } from './code-text-filters';
import type { CodeFormTarget } from './code-form-dialog';
import { OpenedOnce } from '../../ui/opened-once';
import { useCodeList, useCodePartners } from './registration-codes-queries';
import { CODE_HISTORY_KEY, codeKeys } from './registration-codes-query-keys';
import { PrimaryButton } from '../../ui/page-primary';

// The dialogs (a form library, its schemas, pickers) load with their first opening, not with the list.
const CodeFormDialog = lazy(() => import('./code-form-dialog').then((m) => ({ default: m.CodeFormDialog })));
const EmailDomainsDialog = lazy(() => import('./email-domains-dialog').then((m) => ({ default: m.EmailDomainsDialog })));

const GRID_PAGE_SIZE = 20;
const DEFAULT_STATUS = EXPIRATION_STATUSES.find((s) => s.active) ?? EXPIRATION_STATUSES[0];
const statusKey = (value: boolean | null) => String(value);

interface StatusLine {
  text: string;
  ok: boolean;
}

/** docs/functions/codes-credits-knot-giveaways.md §2.1 List tab: status filter, Add button, status line, the grid and its two modals. */
export function CodesListTab() {
  // The search lives in the URL: the palette opens /registrationCodes?search=<code>, of any status.
  const [search, setSearch] = useUrlSearchText();
  const [active, setActive] = useState<boolean | null>(search ? null : DEFAULT_STATUS.value);
  const [form, setForm] = useState<CodeFormTarget | null>(null);
  const [domainsOf, setDomainsOf] = useState<RegistrationCode | null>(null);
  const [line, setLine] = useState<StatusLine | null>(null);
  const [textFilters, setTextFilters] = useState<CodeTextFilters>({});
  const queryClient = useQueryClient();
  const listKey = codeKeys.list({ active });

  const codes = useCodeList(active);
  const partners = useCodePartners();

  const searched = useMemo(() => (codes.data?.list ?? []).filter((c) => matchesSearch(c.registrationCode, search)), [codes.data, search]);
  // The column filters narrow the grid only: an empty grid says so itself, the status line stays for the list.
  const rows = useMemo(() => searched.filter((c) => matchesCodeFilters(c, textFilters)), [searched, textFilters]);
  const updateRows = (change: (list: RegistrationCode[]) => RegistrationCode[]) =>
    queryClient.setQueryData(listKey, (answer: typeof codes.data) => (answer ? { ...answer, list: change(answer.list) } : answer));
  const columns = useMemo(() => codeColumns((code) => setForm({ code }), setDomainsOf), []);

  const shown: StatusLine | null = (() => {
    if (codes.isError) return { text: failureText('Error getting registration codes', codes.error), ok: false };
    if (partners.isError) return { text: failureText('Error getting partners list', partners.error), ok: false };
    if (line) return line;
    if (codes.data && !codes.data.status) return { text: codes.data.msg, ok: false };
    if (codes.isSuccess && searched.length === 0) return { text: 'No registration codes found.', ok: false };
    return null;
  })();

  return (
    <Stack gap="md">
      <ListToolbar
        changesNote={false}
        search={{
          placeholder: 'Registration code',
          label: 'Search registration codes',
          onSearchText: setSearch,
          initialText: search,
          width: 300,
        }}
        filters={
          <Select
            aria-label="Status"
            w={180}
            data={EXPIRATION_STATUSES.map((s) => ({ value: statusKey(s.value), label: s.label }))}
            value={statusKey(active)}
            onChange={(value) => {
              setLine(null);
              setActive(value === 'true' ? true : value === 'false' ? false : null);
            }}
            allowDeselect={false}
          />
        }
        controls={
          <PrimaryButton onClick={() => setForm({ code: null })} disabled={!partners.isSuccess}>
            Add new Registation Code
          </PrimaryButton>
        }
      />
      <Text role="status" aria-live="polite" size="sm" fw={500} c={shown?.ok ? 'teal.8' : 'red'} mih={20}>
        {shown?.text ?? ''}
      </Text>
      <CodeTextFiltersRow value={textFilters} onChange={setTextFilters} />
      <ListGrid
        rows={rows}
        columnDefs={columns}
        getRowId={(r) => String(r.id)}
        loading={codes.isPending || partners.isPending}
        failed={codes.isError}
        pageSize={GRID_PAGE_SIZE}
        pageResetKey={`${search}|${JSON.stringify(textFilters)}`}
        label="Registration codes"
        stateInUrl
      />
      <OpenedOnce open={form !== null}>
        <CodeFormDialog
          target={form}
          partners={partners.data ?? []}
          onClose={() => setForm(null)}
          onSaved={(code, msg, isNew) => {
            // A new code goes on top, an updated one replaces its row (docs/functions/codes-credits-knot-giveaways.md §4).
            updateRows((list) => (isNew ? [code, ...list] : list.map((c) => (c.id === code.id ? code : c))));
            setLine({ text: msg, ok: true });
          }}
          onFailed={(text) => setLine({ text, ok: false })}
        />
      </OpenedOnce>
      <OpenedOnce open={domainsOf !== null}>
        <EmailDomainsDialog
          code={domainsOf}
          onClose={() => setDomainsOf(null)}
          onSaved={(id, emailDomains) => {
            updateRows((list) => list.map((c) => (c.id === id ? { ...c, emailDomains } : c)));
            void queryClient.invalidateQueries({ queryKey: CODE_HISTORY_KEY });
          }}
        />
      </OpenedOnce>
    </Stack>
  );
}
