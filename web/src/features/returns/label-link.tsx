import { Anchor } from '@mantine/core';
import { apiFetch } from '../../api/api-fetch';
import { downloadFile } from '../../ui/download-file';
import { logFailure } from '../../ui/log';

/** The label download: the file route needs the identity headers, so the link fetches and saves it. */
export function LabelLink({ url, tracking }: { url: string | null; tracking: string }) {
  if (!url) return null;
  async function download() {
    try {
      const res = await apiFetch(url as string);
      if (!res.ok) throw new Error(`Label download answered ${res.status}`);
      downloadFile(`Return_Label_${tracking}.pdf`, await res.arrayBuffer(), 'application/pdf');
    } catch (error) {
      logFailure('Downloading the label failed', error);
    }
  }
  return (
    <Anchor component="button" type="button" size="xs" onClick={() => void download()} aria-label={`Download label ${tracking}`}>
      Download Label
    </Anchor>
  );
}
