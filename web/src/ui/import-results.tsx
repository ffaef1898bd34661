import { Anchor, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { JobOutcomes } from './job-outcomes';

/** 'View import results' after an upload: the job's outcome per row, refreshed while it runs. */
export function ImportResults({ jobId }: { jobId: number }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={modal.open}>
        View import results
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title="Import results" size="lg">
        {opened && <JobOutcomes jobId={jobId} />}
      </Modal>
    </>
  );
}
