// Downloads a file from /api that needs the session token: a plain <a href> cannot send the
// Authorization header, so the file is fetched (as every API call is, token attached) and then
// saved through an object URL and a temporary <a download>. Failures are ApiErrors, so the
// session handling and the server's own sentences work as for every other call.
import { ApiError } from './api-client';
import { tokenStore } from './token-store';

export interface Attachment {
  blob: Blob;
  fileName: string;
}

/** The file name of `Content-Disposition: attachment; filename="x.csv"`, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** No time limit: an export of millions of rows takes as long as it takes to stream. */
export async function fetchAttachment(path: string, fallbackName: string, signal?: AbortSignal): Promise<Attachment> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(path, { headers, signal, credentials: 'same-origin' });
    blob = await response.blob();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('The server could not be reached.', 'network', null, null, null, Boolean(token));
  }
  if (!response.ok) {
    const text = await blob.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const err = new ApiError('', 'http', response.status, body, text, Boolean(token));
    throw Object.assign(err, { message: err.serverMessage ?? `Request failed with status ${response.status}` });
  }
  return { blob, fileName: attachmentName(response.headers.get('content-disposition'), fallbackName) };
}

// Revoking the URL at once can cancel the download in some browsers; a minute is plenty to start it.
const REVOKE_AFTER_MS = 60_000;

/** Hands the blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
