import { Group, Modal, Text } from '@mantine/core';
import { PRICE_LOG_EXPORT_PREFIX } from '@console/contracts/price-log.contract';
import { ExportButton } from '../../ui/export-button';
import { priceLogExportColumns } from './price-log-columns';
import { priceLogExportRows, type PriceLogRange } from './price-log-queries';

export interface ExportDataDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The range in the Search Filter; Filtered Data is offered only with one. */
  range: PriceLogRange;
  employeeStore: boolean;
}

/** docs/functions/commerce-tools.md §2.2: the Export Data modal, 'All Data' or 'Filtered Data', to pricelogreport<timestamp>.xlsx. */
export function ExportDataDialog({ opened, onClose, range, employeeStore }: ExportDataDialogProps) {
  const fetchRows = (filtered: boolean) => () => priceLogExportRows(filtered ? range : null);
  const common = {
    hasRows: true,
    columns: priceLogExportColumns(employeeStore),
    fileNamePrefix: PRICE_LOG_EXPORT_PREFIX,
    title: 'Price Log Report',
  };
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
