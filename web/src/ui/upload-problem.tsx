import { Alert } from '@mantine/core';
import { ApiError } from '../api/api-client';
import { spreadsheetProblem } from './spreadsheet-size';

/** docs/functions/people-invites-events.md §8's words for an upload the server did not take for a reason of its own. */
export const UPLOAD_FAILED_TEXT = 'Error while uploading file. Please try again later.';

/** The server's generic answer to a body that failed its schema: the field's own message says more. */
const GENERIC_INVALID = 'Some fields are not valid.';

/** A file a screen's own check refused before sending it, with the words to show. */
export class FileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRefused';
  }
}

/**
 * Why a file was not taken, in words the operator can act on: the browser's refusal (too large,
 * unreadable, the screen's own check), the server's reason for refusing it (a 4xx names the file's
 * problem), or docs/functions/people-invites-events.md §8's 'Error while uploading file…' when the server or the network failed.
 */
export function uploadProblemText(error: unknown): string {
  const read = spreadsheetProblem(error);
  if (read) return read;
  if (error instanceof FileRefused) return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const fields = Object.values(error.body?.fieldErrors ?? {});
    const message = error.body?.message;
    if (message && message !== GENERIC_INVALID) return message;
    if (fields[0]) return fields[0];
  }
  return UPLOAD_FAILED_TEXT;
}

/** The refusal under an upload control, announced to screen readers as it appears. */
export function UploadProblem({ fileName, problem }: { fileName?: string | null; problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={fileName ? `${fileName} was not uploaded` : 'The file was not uploaded'}
      p="xs"
      maw={560}
    >
      {problem}
    </Alert>
  );
}
