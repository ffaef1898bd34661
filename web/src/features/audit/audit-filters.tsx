import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { auditActionLabel } from '@console/contracts/audit-actions';
import type { AuditFilter } from '@console/contracts/audit.contract';
import { EMPTY_DRAFT, toFilter, type Draft } from './audit-filter-draft';
import { UsDateInput } from '../../ui/us-date-input';
import { useAuditOptions } from './audit-queries';

const RANGE_MESSAGE = 'The end date is before the start date.';

export interface AuditFiltersProps {
  onApply: (filter: AuditFilter) => void;
}

/** Operator, action, target (starts with) and a date range; applied together with 'Filter'. */
export function AuditFilters({ onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
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
          // The label shows; the stored code is what is sent.
          data={(options.data?.actions ?? []).map((code) => ({ value: code, label: auditActionLabel(code) }))}
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
              setDraft(EMPTY_DRAFT);
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
