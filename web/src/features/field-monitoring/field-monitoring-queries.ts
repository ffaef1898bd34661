/** The Salsify screen's data layer (docs/functions/commerce-tools.md §2.9): the monitored fields, their saves and the change report. */
import { useQuery } from '@tanstack/react-query';
import { fieldMonitoringContract, type MonitoredField } from '@console/contracts/field-monitoring.contract';
import { callApi } from '../../api/api-client';
import { fieldMonitoringKeys } from './field-monitoring-query-keys';

export function useMonitoredFields() {
  return useQuery({ queryKey: fieldMonitoringKeys.list(), queryFn: ({ signal }) => callApi(fieldMonitoringContract.fields, { signal }) });
}

/** Saves one row as edited in the grid (Active, Delimiter); answers the server's message. */
export const saveMonitoredField = async (row: MonitoredField) => (await callApi(fieldMonitoringContract.updateField, { body: row })).data;

/** Select All / Deselect All; answers the server's message. */
export const setAllMonitored = async (active: boolean) => (await callApi(fieldMonitoringContract.selectAll, { body: { active } })).data;

export const generateFieldReport = () => callApi(fieldMonitoringContract.generateReport);
