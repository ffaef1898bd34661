import { callPath, rewritePath, type Call } from '@console/contracts/common/call';
import type { ErrorBody } from '@console/contracts/common/errors';
import { ApiError } from './api-client';
import { apiFetch } from './api-fetch';
import { getCookie } from './cookies';
import { downloadFile } from '../ui/download-file';

/** `attachment; filename="x.xlsx"; filename*=UTF-8''x.xlsx` -> x.xlsx */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * A file answer of a GET call (a report, an error file): the API needs the identity headers, so a
 * plain link cannot fetch it; the bytes are saved under the server's file name.
 */
export async function downloadApiFile(call: Call, params: Record<string, string | number>, fallbackName: string): Promise<string> {
  const url = rewritePath(callPath(call.path, params), getCookie('routePrefix'));
  const res = await apiFetch(url, { method: call.method });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text ? (JSON.parse(text) as ErrorBody) : null);
  }
  const name = attachmentName(res.headers.get('content-disposition'), fallbackName);
  downloadFile(name, await res.blob(), res.headers.get('content-type') ?? 'application/octet-stream');
  return name;
}
