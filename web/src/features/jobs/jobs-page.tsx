import { useCallback, useMemo } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { JOB_STATUSES, JOB_STATUS_LABELS, jobStatus, type JobRow, type JobStatus } from '@console/contracts/jobs.contract';
import { JOB_PARAM } from '../../ui/job-outcomes';
import { LIST_URL_PARAMS, statusChange, useListUrl } from '../../ui/list-url-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { JobDrawer } from './job-drawer';
import { jobColumns } from './jobs-columns';
import { useJobsList } from './jobs-queries';

const rowId = (job: JobRow) => String(job.id);
const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: 'All statuses' }, ...JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }))];

/** /jobs: the long work of the functions this operator may open, newest first, asked again while any of it runs. */
export function JobsPage() {
  // The open job lives in the URL, so an upload's message can link to it (`/jobs?job=12`).
  const [params, changeUrl] = useListUrl();
  const openId = Number(params.get(JOB_PARAM)) || null;
  const setOpen = useCallback((job: JobRow | null) => changeUrl({ [JOB_PARAM]: job ? String(job.id) : null }), [changeUrl]);
  // null: every status; an operator looking for what went wrong picks Failed. In the URL with the list's page.
  const status: JobStatus | null = jobStatus.safeParse(params.get(LIST_URL_PARAMS.status)).data ?? null;
  const setStatus = (next: JobStatus | null) => changeUrl(statusChange(next));
  const list = useJobsList(status);
  const columns = useMemo(() => jobColumns({ onOpen: setOpen }), [setOpen]);

  return (
    <PageFrame title="Jobs" fullWidth>
      <Stack gap="md">
        <ListToolbar<JobRow>
          changesNote={false}
          filters={
            <Group gap="md" align="flex-start">
              <Select
                aria-label="Status"
                w={160}
                data={STATUS_OPTIONS}
                value={status ?? ALL}
                allowDeselect={false}
                onChange={(value) => setStatus(jobStatus.safeParse(value).data ?? null)}
              />
              <Text size="sm" c="dimmed" mt={8}>
                Imports, reports and mail of the functions you may open. The list updates itself while a job runs.
              </Text>
            </Group>
          }
          controls={
            <Button variant="default" onClick={() => void list.reload()} loading={list.loading}>
              Refresh
            </Button>
          }
        />
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Jobs" stateInUrl />
        <JobDrawer jobId={openId} onClose={() => setOpen(null)} />
      </Stack>
    </PageFrame>
  );
}
