/**
 * The upload-file action's browser half (seeds 000 §7 "Files"): ask the site's server for a
 * signed address (`POST /api/designs/{siteId}/user-files` with name, type, size, tag), then PUT
 * the raw file there with XMLHttpRequest (headers Accept and Content-Type, no auth header), whose
 * upload progress events feed the file's status.
 *
 * The status of each file (seeds §3: uploadProgress, isUploading, isUploaded, by file name) is
 * published as component state, read in formulas as
 * `components['<fileVariableId>'].status['<file name>'].uploadProgress` — or
 * `components['uploads'].status[…]` for a file given directly to the action.
 */
import type { UploadOptions, UploadResult, UploadStatus } from '@shared/workflow/effects.ts';

/** Where the status of files given directly (no file variable) is published. */
export const DIRECT_UPLOADS_ID = 'uploads';

export interface FileStatus {
  uploadProgress: number;
  isUploading: boolean;
  isUploaded: boolean;
}

interface SignedUpload extends UploadResult {
  readonly signedRequest: string;
}

export interface UploadDeps {
  siteId: string;
  /** Publishes state formulas read as `components['<id>']` (SiteRuntime.publishComponentState). */
  publish(id: string, state: Readonly<Record<string, unknown>>): void;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Default: the global XMLHttpRequest. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/** The server's `{ error }` text of a failed answer, else the status. */
function failure(status: number, text: string): Error {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return new Error(body.error);
  } catch {
    // not JSON: the status says enough
  }
  return new Error(`The upload failed (HTTP ${status}).`);
}

/** Asks the server for a signed upload address for `file` under `name`. */
export async function requestUpload(
  siteId: string,
  file: Blob,
  options: Pick<UploadOptions, 'name' | 'tag'>,
  fetchImpl: typeof fetch = fetch,
): Promise<SignedUpload> {
  const response = await fetchImpl(`/api/designs/${encodeURIComponent(siteId)}/user-files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: options.name,
      type: file.type,
      size: file.size,
      tag: options.tag,
    }),
  });
  const text = await response.text();
  if (!response.ok) throw failure(response.status, text);
  return JSON.parse(text) as SignedUpload;
}

/** PUTs the raw file to a signed address, reporting progress (0–100) as the bytes go. */
export function putFile(
  signedRequest: string,
  file: Blob,
  onProgress: (percent: number) => void,
  Xhr: typeof XMLHttpRequest = XMLHttpRequest,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('PUT', signedRequest);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(failure(xhr.status, typeof xhr.response === 'string' ? xhr.response : ''));
    });
    xhr.addEventListener('error', () => reject(new Error('The upload failed: network error.')));
    xhr.addEventListener('abort', () => reject(new Error('The upload was cancelled.')));
    xhr.send(file);
  });
}

/** The runtime's `uploadFile` and `setUploadStatus` workflow effects. */
export function createUploadEffects(deps: UploadDeps) {
  const statuses = new Map<string, Record<string, FileStatus>>();
  return {
    async uploadFile(file: Blob, options: UploadOptions): Promise<UploadResult> {
      const signed = await requestUpload(deps.siteId, file, options, deps.fetch ?? fetch);
      await putFile(signed.signedRequest, file, options.onProgress, deps.XMLHttpRequest);
      return {
        url: signed.url,
        name: signed.name,
        ext: signed.ext,
        tag: signed.tag ?? undefined,
        size: signed.size,
      };
    },
    setUploadStatus(status: UploadStatus): void {
      const id = status.variableId ?? DIRECT_UPLOADS_ID;
      const files = {
        ...statuses.get(id),
        [status.fileName]: {
          uploadProgress: status.uploadProgress,
          isUploading: status.isUploading,
          isUploaded: status.isUploaded,
        },
      };
      statuses.set(id, files);
      deps.publish(id, { status: files });
    },
  };
}
