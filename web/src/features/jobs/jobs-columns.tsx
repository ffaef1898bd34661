import { Button, Group, Progress, Text } from '@mantine/core';
import type { JobRow } from '@console/contracts/jobs.contract';
import { JobStatusBadge, jobOutcomeColor } from '../../ui/job-outcomes';
import { jobTitle } from './jobs-queries';
import { formatShopTime } from '../../ui/shop-time';
import { JobFiles } from '../../ui/job-files';
import { JobControls } from './job-actions';
import type { CellProps, TableColumn } from '../../ui/table-columns';
import { addressText } from '../../ui/index-table';

/** Jobs the console started itself (a schedule) have no operator. */
export const CONSOLE_STARTED = 'Console';

/** The operator's e-mail, or Console: broken only after the @. */
function StartedByCell({ valueFormatted }: CellProps<JobRow>) {
  return addressText(valueFormatted ?? '');
}

function StatusCell({ data }: CellProps<JobRow>) {
  if (!data) return null;
  const attempts = `Attempt ${data.attempts} of ${data.maxAttempts}`;
  // The dot badge, as in the details: tinted text of the light one reads below 4.5:1 in yellow.
  return <JobStatusBadge job={data} title={data.lastError ? `${attempts}: ${data.lastError}` : attempts} />;
}

/** Whether the job counts its work: not one that does not count (one e-mail) or found nothing to do (an empty bar read as stuck). */
function counts(job: Pick<JobRow, 'progressTotal'>): job is { progressTotal: number } {
  return job.progressTotal !== null && job.progressTotal > 0;
}

/** `done / total` while the job counts its work, with the rows that failed; nothing otherwise. */
export function progressText(job: Pick<JobRow, 'progressDone' | 'progressTotal' | 'failedRows'>): string {
  if (!counts(job)) return '';
  const failed = job.failedRows > 0 ? `, ${job.failedRows} failed` : '';
  return `${job.progressDone} / ${job.progressTotal}${failed}`;
}

function ProgressCell({ data }: CellProps<JobRow>) {
  if (!data || !counts(data)) return null;
  const [done, total] = [data.progressDone, data.progressTotal];
  const percent = total > 0 ? Math.round((done * 100) / total) : 0;
  return (
    <Group gap="xs" wrap="nowrap" h="100%">
      <Progress
        value={percent}
        w={70}
        size="md"
        color={jobOutcomeColor(data)}
        aria-label={`Progress of job ${data.id}`}
        animated={data.status === 'running'}
      />
      <Text span size="xs">
        {progressText(data)}
      </Text>
    </Group>
  );
}

type RowHandlers = { onOpen: (job: JobRow) => void };

function ActionsCell({ data, onOpen }: CellProps<JobRow> & RowHandlers) {
  if (!data) return null;
  return (
    <Group gap={6} wrap="nowrap" h="100%">
      <Button size="compact-sm" variant="subtle" onClick={() => onOpen(data)}>
        Details
      </Button>
      <JobControls job={data} />
    </Group>
  );
}

function FilesCell({ data }: CellProps<JobRow>) {
  return data ? (
    <Group h="100%">
      <JobFiles job={data} />
    </Group>
  ) : null;
}

export function jobColumns(handlers: RowHandlers): TableColumn<JobRow>[] {
  return [
    {
      headerName: 'Job',
      colId: 'title',
      valueGetter: (p) => (p.data ? jobTitle(p.data) : ''),
      flex: 2,
      minWidth: 135,
      tooltipValueGetter: (p) => p.data?.type,
    },
    {
      headerName: 'Started by',
      field: 'startedBy',
      valueFormatter: (p) => p.data?.startedBy ?? CONSOLE_STARTED,
      cellRenderer: StartedByCell,
      flex: 1,
      minWidth: 90,
    },
    // Sorted by the ISO text underneath, shown in the shop's time zone.
    { headerName: 'Started', field: 'createdAt', valueFormatter: (p) => formatShopTime(p.data?.createdAt), width: 190, minWidth: 190 },
    // Wide enough for 'Completed with errors' on one line.
    { headerName: 'Status', field: 'status', cellRenderer: StatusCell, width: 190, minWidth: 190 },
    {
      headerName: 'Progress',
      colId: 'progress',
      valueGetter: (p) => (p.data ? progressText(p.data) : ''),
      cellRenderer: ProgressCell,
      width: 170,
      minWidth: 170,
      sortable: false,
    },
    { headerName: 'Files', colId: 'files', cellRenderer: FilesCell, width: 110, minWidth: 110, sortable: false },
    {
      headerName: 'Actions',
      colId: 'actions',
      cellRenderer: ActionsCell,
      cellRendererParams: handlers,
      width: 190,
      minWidth: 190,
      sortable: false,
    },
  ];
}
