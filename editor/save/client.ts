/** Writing and removing one site file through the editor API, with its precondition. */
import type { Problem } from '@shared/schema/problems.ts';
import { filesUrl } from '../app/load-site.ts';
import { editorFetch } from '../authors/request.ts';
import type { FileContent } from './files.ts';

export type WriteOutcome =
  | { kind: 'saved'; etag: string | null }
  /** Changed (or removed) on the server since `base`: its ETag and content now. */
  | { kind: 'conflict'; etag: string | null; content: unknown }
  | { kind: 'invalid'; message: string; problems: Problem[] }
  | { kind: 'too-large'; message: string }
  /** The session ended (401): kept in this browser until the author signs in again. */
  | { kind: 'signed-out'; message: string }
  /**
   * The server's file cannot be read (422 `unreadable`: changed on disk into what is not JSON):
   * the file, where it breaks, and why. Waiting does not fix it; the author (or git) does.
   */
  | {
      kind: 'unreadable';
      message: string;
      file: string;
      at: { line: number; column: number } | null;
      reason: string;
    }
  /** Refused for a reason waiting does not fix (403 with the server's reason, 404, 428, 500…). */
  | { kind: 'refused'; status: number; message: string }
  /** The server could not be reached (no answer, or a gateway's 502/503/504): try again later. */
  | { kind: 'unreachable' };

export interface WriteRequest {
  siteId: string;
  path: string;
  /** The new content, or null to remove the file. */
  content: FileContent | null;
  /** The ETag the change was made over; null creates the file (`If-None-Match: *`). */
  base: string | null;
}

/** Answers of a proxy or load balancer whose server is down or starting. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function unreadable(body: Record<string, unknown>, message: string): WriteOutcome {
  const { file, line, column, reason } = body;
  return {
    kind: 'unreadable',
    message,
    file: typeof file === 'string' ? file : '',
    at: typeof line === 'number' && typeof column === 'number' ? { line, column } : null,
    reason: typeof reason === 'string' ? reason : message,
  };
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

/** Sends one file (with the CSRF token, `editorFetch`); never throws. */
export async function writeFile({
  siteId,
  path,
  content,
  base,
}: WriteRequest): Promise<WriteOutcome> {
  const headers: Record<string, string> = base ? { 'if-match': base } : { 'if-none-match': '*' };
  let response: Response;
  try {
    response =
      content === null
        ? await editorFetch(filesUrl(siteId, path), { method: 'DELETE', headers })
        : await editorFetch(filesUrl(siteId, path), {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(content),
          });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.ok) {
    return { kind: 'saved', etag: content === null ? null : response.headers.get('etag') };
  }
  const body = await bodyOf(response);
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  // Only the network is retried: a 500 is a fault that trying again every few seconds hides.
  if (GATEWAY_STATUSES.has(response.status)) return { kind: 'unreachable' };
  if (response.status === 422 && body.error === 'unreadable') return unreadable(body, message);
  if (response.status === 401) return { kind: 'signed-out', message };
  if (response.status === 409) {
    return {
      kind: 'conflict',
      etag: typeof body.etag === 'string' ? body.etag : null,
      content: body.content ?? null,
    };
  }
  // Removing a file that is already gone is what was asked.
  if (response.status === 404 && content === null) return { kind: 'saved', etag: null };
  if (response.status === 400 && Array.isArray(body.problems)) {
    return { kind: 'invalid', message, problems: body.problems as Problem[] };
  }
  if (response.status === 413) return { kind: 'too-large', message };
  return { kind: 'refused', status: response.status, message };
}
