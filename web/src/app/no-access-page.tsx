import { Alert } from '@mantine/core';
import { PageFrame } from '../ui/page-frame';

/** A screen whose flag the operator lacks (docs/functions/shell-students-staff.md §6); the server answers 403 anyway. */
export function NoAccessPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Alert color="red" variant="light" title="No access" maw={560}>
        You do not have access to this function.
      </Alert>
    </PageFrame>
  );
}
