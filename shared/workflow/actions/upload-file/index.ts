/**
 * upload-file (fileVariableId | file, name?, tag?): uploads the file of a file variable (a list
 * of files: each, the result then a list), or a file given directly. The name (`name`, else the
 * file's own, else "file") is sanitised; the status of each file, by its own name, is reported
 * to `effects.setUploadStatus`. Result: the seeds' `{ url, name, ext, tag, size }`.
 */
import { isFileObject, textOf } from '../../config.ts';
import type { ActionConfig, ActionContext, ActionHandler } from '../../context.ts';
import type { UploadResult, UploadStatus } from '../../effects.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

/** Seeds §5: each of # ! @ $ % ^ & * ( ) + = [ ] { } ; ' : " \ | , < > ? space / becomes "_". */
export function sanitizeUploadName(name: string): string {
  return name.replace(/[#!@$%^&*()+=[\]{};':"\\|,<>? /]/g, '_');
}

export const uploadFile: ActionHandler = async (config, ctx) => {
  const { value, variableId } = source(config, ctx);
  const files = Array.isArray(value) ? value : [value];
  if (value === undefined || value === null || files.length === 0) {
    throw new Error(WORKFLOW_MESSAGES.noFile);
  }
  const blobs = files.map((file) => {
    if (!isFileObject(file)) throw new Error(WORKFLOW_MESSAGES.notAFile);
    return file;
  });
  const name = Array.isArray(value) ? undefined : textOf(config.name);
  const results: UploadResult[] = [];
  for (const blob of blobs) results.push(await upload(blob, name, config, ctx, variableId));
  return Array.isArray(value) ? results : results[0];
};

/** The file variable's value (when `fileVariableId` is given, or `file` is not), else `file`. */
function source(config: ActionConfig, ctx: ActionContext) {
  if (config.fileVariableId === undefined && 'file' in config) {
    return { value: config.file, variableId: undefined };
  }
  const variableId = textOf(config.fileVariableId);
  if (!variableId) throw new Error(WORKFLOW_MESSAGES.noFileVariable);
  const { getFileVariable } = ctx.effects;
  if (!getFileVariable) throw new Error(WORKFLOW_MESSAGES.noEffect('getFileVariable'));
  const variable = getFileVariable.call(ctx.effects, variableId);
  if (!variable) throw new Error(WORKFLOW_MESSAGES.fileVariableNotFound);
  return { value: variable.value, variableId };
}

async function upload(
  file: Blob,
  name: string | undefined,
  config: ActionConfig,
  ctx: ActionContext,
  variableId: string | undefined,
): Promise<UploadResult> {
  const { effects } = ctx;
  if (!effects.uploadFile) throw new Error(WORKFLOW_MESSAGES.noEffect('uploadFile'));
  const fileName = 'name' in file && typeof file.name === 'string' ? file.name : 'file';
  const report = (uploadProgress: number, isUploading: boolean, isUploaded: boolean) => {
    const status: UploadStatus = { variableId, fileName, uploadProgress, isUploading, isUploaded };
    effects.setUploadStatus?.(status);
  };
  report(0, true, false);
  try {
    const result = await effects.uploadFile(
      file,
      {
        name: sanitizeUploadName(name ?? fileName),
        tag: textOf(config.tag),
        onProgress: (percent) => report(Math.min(100, Math.max(0, percent)), true, false),
      },
      ctx.origin,
    );
    report(100, false, true);
    return result;
  } catch (error) {
    report(0, false, false);
    throw error;
  }
}

export default defineAction({
  type: 'upload-file',
  effects: ['getFileVariable', 'setUploadStatus', 'uploadFile'],
  run: uploadFile,
});
