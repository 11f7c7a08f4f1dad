/**
 * download-file (url, fileName): fetches a file (an http(s) or blob: URL) and hands it to the
 * visitor under a sanitised name (default: the URL's last segment, else "download"). A network
 * failure reads like a non-ok status. Result: `{ name, size, type }`.
 */
import { textOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

/** Seeds §5: keeps only word characters, spaces, dots and hyphens. */
export function sanitizeDownloadName(name: string): string {
  return name.replace(/[^\w .-]/g, '');
}

/** `blob:` followed by the http(s) origin that made it and an id: `blob:https://shop/5d1…`. */
export function isValidBlobUrl(url: string): boolean {
  if (!url.startsWith('blob:')) return false;
  try {
    const inner = new URL(url.slice('blob:'.length));
    return (inner.protocol === 'http:' || inner.protocol === 'https:') && inner.pathname.length > 1;
  } catch {
    return false;
  }
}

export const downloadFile: ActionHandler = async (config, ctx) => {
  const url = textOf(config.url);
  if (!url) throw new Error(WORKFLOW_MESSAGES.noFileUrl);
  if (url.startsWith('blob:') && !isValidBlobUrl(url)) {
    throw new Error(WORKFLOW_MESSAGES.invalidBlobUrl);
  }
  const { effects } = ctx;
  if (!effects.saveFile) throw new Error(WORKFLOW_MESSAGES.noEffect('saveFile'));
  let response: Response;
  try {
    response = await (effects.fetch ? effects.fetch(url) : fetch(url));
  } catch {
    throw new Error(WORKFLOW_MESSAGES.fileNotFetched);
  }
  if (!response.ok) throw new Error(WORKFLOW_MESSAGES.fileNotFetched);
  const blob = await response.blob();
  const name = sanitizeDownloadName(textOf(config.fileName) ?? lastSegment(url)) || 'download';
  await effects.saveFile(blob, name);
  return { name, size: blob.size, type: blob.type };
};

function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default defineAction({
  type: 'download-file',
  effects: ['fetch', 'saveFile'],
  run: downloadFile,
});
