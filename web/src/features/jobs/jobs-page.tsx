import { PageFrame } from '../../ui/page-frame';

/** /jobs: placeholder until the platform's job columns land. */
export function JobsPage() {
  return <PageFrame title="Jobs" fullWidth />;
}
