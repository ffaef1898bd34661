import { Group, Modal, Text } from '@mantine/core';
import { priceLogContract, PRICE_LOG_EXPORT_PREFIX, type PriceLogRow } from '@console/contracts/price-log.contract';
import { callApi } from '../../app/api-client';
import { ExportButton } from '../../ui/export-button';
import { priceLogExportColumns } from './price-log-columns';

export interface ExportDataDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The range in the Search Filter; Filtered Data is offered only with one. */
  range: { from: string; to: string } | null;
  employeeStore: boolean;
}

/** Spec 3 §2.2: the Export Data modal, 'All Data' or 'Filtered Data', to pricelogreport<timestamp>.xlsx. */
export function ExportDataDialog({ opened, onClose, range, employeeStore }: ExportDataDialogProps) {
  const fetchRows = (filtered: boolean) => async (): Promise<PriceLogRow[]> =>
    (await callApi(priceLogContract.exportRows, { query: filtered && range ? { date_from: range.from, date_to: range.to } : {} })).data.results;
  const common = { hasRows: true, columns: priceLogExportColumns(employeeStore), fileNamePrefix: PRICE_LOG_EXPORT_PREFIX, title: 'Price Log Report' };
  return (
    <Modal opened={opened} onClose={onClose} title="Export Data">
      <Text size="sm" mb="md">
        Export every change of the price log, or only those of the dates in the filter.
      </Text>
      <Group justify="flex-end">
        <ExportButton {...common} label="All Data" fetchRows={fetchRows(false)} />
        {range && <ExportButton {...common} label="Filtered Data" fetchRows={fetchRows(true)} />}
      </Group>
    </Modal>
  );
}
