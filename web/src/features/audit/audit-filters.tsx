import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import type { AuditFilter } from '@console/contracts/audit.contract';
import { UsDateInput } from '../../ui/us-date-input';
import { useAuditOptions } from './audit-queries';

interface Draft {
  operatorId: string | null;
  action: string | null;
  target: string;
  /** YYYY-MM-DD, the operator's local days. */
  from: string;
  to: string;
}

const EMPTY: Draft = { operatorId: null, action: null, target: '', from: '', to: '' };
const RANGE_MESSAGE = 'The end date is before the start date.';

/** Local days become instants, so 'today' means the operator's today whatever the server's zone. */
function toFilter(draft: Draft): AuditFilter {
  const filter: AuditFilter = {};
  if (draft.operatorId) filter.operatorId = Number(draft.operatorId);
  if (draft.action) filter.action = draft.action;
  if (draft.target.trim()) filter.target = draft.target.trim();
  if (draft.from) filter.from = dayjs(draft.from).startOf('day').toISOString();
  if (draft.to) filter.to = dayjs(draft.to).add(1, 'day').startOf('day').toISOString();
  return filter;
}

export interface AuditFiltersProps {
  onApply: (filter: AuditFilter) => void;
}

/** Operator, action, target (starts with) and a date range; applied together with 'Filter'. */
export function AuditFilters({ onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const options = useAuditOptions();
  const reversed = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      role="search"
      aria-label="Audit filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onApply(toFilter(draft));
      }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label="Operator"
          placeholder="Any operator"
          data={(options.data?.operators ?? []).map((o) => ({ value: String(o.id), label: o.email }))}
          value={draft.operatorId}
          onChange={(operatorId) => set({ operatorId })}
          searchable
          clearable
          w={230}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={options.data?.actions ?? []}
          value={draft.action}
          onChange={(action) => set({ action })}
          searchable
          clearable
          w={210}
        />
        <TextInput
          label="Target starts with"
          placeholder="e.g. gid://shop/Customer/12"
          value={draft.target}
          onChange={(e) => set({ target: e.currentTarget.value })}
          maxLength={300}
          w={220}
        />
        <UsDateInput label="From" value={draft.from} onChange={(from) => set({ from })} clearable w={140} />
        <UsDateInput
          label="To"
          value={draft.to}
          onChange={(to) => set({ to })}
          clearable
          w={140}
          error={reversed ? RANGE_MESSAGE : undefined}
        />
        <Group gap="xs" mt={25} wrap="nowrap">
          <Button type="submit" disabled={reversed}>
            Filter
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              onApply({});
            }}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </form>
  );
}
