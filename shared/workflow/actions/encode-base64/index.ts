/**
 * encode-base64 (file): the file as a data URL `data:<type>;base64,…`. Read with
 * `blob.arrayBuffer()` and encoded in chunks with `btoa` (no Node Buffer: this runs in browsers).
 */
import { isFileObject } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

/** Bytes per chunk: a multiple of 3, so chunks encode without padding and join as one. */
const CHUNK = 3 * 32 * 1024;
/** Bytes per String.fromCharCode call, well under engines' argument limits. */
const SLICE = 8 * 1024;

export const encodeBase64: ActionHandler = async (config) => {
  const file = config.file;
  if (!isFileObject(file)) throw new Error(WORKFLOW_MESSAGES.notAFile);
  try {
    return await blobToDataUrl(file);
  } catch {
    throw new Error(WORKFLOW_MESSAGES.cannotEncode);
  }
};

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) {
    const chunk = bytes.subarray(at, at + CHUNK);
    let binary = '';
    for (let i = 0; i < chunk.length; i += SLICE) {
      binary += String.fromCharCode(...chunk.subarray(i, i + SLICE));
    }
    parts.push(btoa(binary));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${parts.join('')}`;
}

export default defineAction({ type: 'encode-base64', effects: [], run: encodeBase64 });
