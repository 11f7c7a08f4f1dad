/**
 * Uploading a file from the editor (an image, a video): the author's file joins the site's own
 * files — `PUT /api/sites/{siteId}/assets/{name}` with the raw file (`editor/server/assets.ts`)
 * — with progress, and its address `/assets/{name}` becomes the value. Files over the server's
 * default limit are refused before anything is sent; any other refusal says the server's reason.
 */
import { ASSET_TYPE_LIST, IMAGE_ASSET_TYPES } from './asset-types.ts';
import { csrfHeaders, reportSignedOut } from '../authors/request.ts';

/** The server's default upload limit (`BAOBAB_UPLOAD_MAX_BYTES`, 10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The file picker's `accept` for an image property, and for any other file. */
export const IMAGE_ACCEPT = IMAGE_ASSET_TYPES.join(',');
export const FILE_ACCEPT = ASSET_TYPE_LIST.join(',');

export interface UploadDeps {
  XMLHttpRequest?: typeof XMLHttpRequest;
  maxBytes?: number;
}

export class TooLargeError extends Error {
  override name = 'TooLargeError';
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`The file is larger than the upload limit (${sizeText(limit)}).`);
  }
}

/** `10 MB`, `512 KB`, `300 bytes`. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** Where a site's file is sent (the server makes the name safe and unique). */
export const assetUploadUrl = (siteId: string, name: string): string =>
  `/api/sites/${encodeURIComponent(siteId)}/assets/${encodeURIComponent(name)}`;

/**
 * Why an upload failed: the server's own reason (`refused`, its message as sent), no answer
 * (`unreachable`), an answer without a reason (`status`), or the transfer cut (`interrupted`).
 * The field says it in the editor's language.
 */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly kind: 'refused' | 'unreachable' | 'status' | 'interrupted',
    readonly status = 0,
    reason = '',
  ) {
    super(reason || `${kind}${status ? ` ${status}` : ''}`);
  }
}

/** The reason in a refusal `{ error, message }`, else the HTTP status. */
function failureOf(status: number, text: string): UploadError {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new UploadError('refused', status, body.message);
    }
    if (typeof body.error === 'string' && body.error) {
      return new UploadError('refused', status, body.error);
    }
  } catch {
    // not JSON: the status says it
  }
  return status === 0 ? new UploadError('unreachable') : new UploadError('status', status);
}

/** Uploads a file into the site's files; resolves with its address (`/assets/{name}`). */
export function uploadFile(
  siteId: string,
  file: File,
  onProgress: (percent: number) => void,
  deps: UploadDeps = {},
): Promise<string> {
  const limit = deps.maxBytes ?? UPLOAD_MAX_BYTES;
  if (file.size > limit) return Promise.reject(new TooLargeError(file.size, limit));
  const Xhr = deps.XMLHttpRequest ?? XMLHttpRequest;
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('PUT', assetUploadUrl(siteId, file.name));
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(csrfHeaders('PUT')))
      xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, (event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) reportSignedOut();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status === 201) {
        try {
          const { url } = JSON.parse(text) as { url?: unknown };
          if (typeof url === 'string') {
            onProgress(100);
            resolve(url);
            return;
          }
        } catch {
          // falls through to the refusal below
        }
      }
      reject(failureOf(xhr.status, text));
    });
    xhr.addEventListener('error', () => reject(failureOf(0, '')));
    xhr.addEventListener('abort', () => reject(new UploadError('interrupted')));
    xhr.send(file);
  });
}
