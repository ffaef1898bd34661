import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoredField } from '@console/contracts/field-monitoring.contract';
import { recordRequests } from '../../api/fetch-recorder';
import { saveMonitoredField, setAllMonitored } from './field-monitoring-queries';
import { fieldMonitoringKeys } from './field-monitoring-query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('field monitoring queries', () => {
  it('saves the edited row as the body and answers the server message', async () => {
    const requests = recordRequests({ data: 'Saved.' });
    const row = { id: 3, field: 'pim.color', active: true, delimiter: ';' } as unknown as MonitoredField;
    await expect(saveMonitoredField(row)).resolves.toBe('Saved.');
    expect(requests).toEqual([{ method: expect.any(String), url: '/api/salsify/updateField', body: row }]);
  });

  it('selects or deselects every field in one call', async () => {
    const requests = recordRequests({ data: 'All saved.', count: 4 });
    await expect(setAllMonitored(false)).resolves.toBe('All saved.');
    expect(requests).toEqual([{ method: 'POST', url: '/api/salsify/selectAllFields', body: { active: false } }]);
    expect(fieldMonitoringKeys.list()).toEqual(['field-monitoring', 'list']);
  });
});
