import { describe, expect, it } from 'vitest';
import type { UploadOptions, UploadStatus, WorkflowEffects } from '../../effects.ts';
import { f, runOne } from '../../testing.ts';
import { sanitizeUploadName } from './index.ts';

function uploads(files: Record<string, unknown>) {
  const statuses: UploadStatus[] = [];
  const sent: Array<{ file: Blob; name: string; tag: string | undefined }> = [];
  const effects: WorkflowEffects = {
    getFileVariable: (id) => (id in files ? { value: files[id] } : undefined),
    setUploadStatus: (status) => void statuses.push(status),
    uploadFile: async (file: Blob, options: UploadOptions) => {
      sent.push({ file, name: options.name, tag: options.tag });
      options.onProgress(50);
      const ext = options.name.includes('.') ? options.name.split('.').pop()! : '';
      return {
        url: `https://files.test/${options.name}`,
        name: options.name,
        ext,
        tag: options.tag,
        size: file.size,
      };
    },
  };
  return { statuses, sent, effects };
}

const photo = () => new File(['abc'], 'my photo (1).png', { type: 'image/png' });

describe('sanitizeUploadName', () => {
  it('turns each listed character into "_"', () => {
    const listed = '#!@$%^&*()+=[]{};\':"\\|,<>? /';
    expect(sanitizeUploadName(listed)).toBe('_'.repeat(listed.length));
    for (const character of listed) expect(sanitizeUploadName(`a${character}b`)).toBe('a_b');
  });

  it('keeps letters, digits, dots, hyphens, underscores and tildes', () => {
    expect(sanitizeUploadName('Invoice-2024_v2.final~.pdf')).toBe('Invoice-2024_v2.final~.pdf');
  });
});

describe('upload-file', () => {
  it('uploads the file of a file variable under its sanitised name, reporting its status', async () => {
    const { statuses, sent, effects } = uploads({ avatar: photo() });
    const outcome = await runOne(
      'upload-file',
      { fileVariableId: 'avatar', tag: 'profile' },
      { effects },
    );
    expect(outcome.result).toEqual({
      url: 'https://files.test/my_photo__1_.png',
      name: 'my_photo__1_.png',
      ext: 'png',
      tag: 'profile',
      size: 3,
    });
    expect(sent[0]?.name).toBe('my_photo__1_.png');
    const base = { variableId: 'avatar', fileName: 'my photo (1).png' };
    expect(statuses).toEqual([
      { ...base, uploadProgress: 0, isUploading: true, isUploaded: false },
      { ...base, uploadProgress: 50, isUploading: true, isUploaded: false },
      { ...base, uploadProgress: 100, isUploading: false, isUploaded: true },
    ]);
  });

  it('uses the name given, sanitised', async () => {
    const { sent, effects } = uploads({ avatar: photo() });
    await runOne('upload-file', { fileVariableId: 'avatar', name: 'id card.png' }, { effects });
    expect(sent[0]?.name).toBe('id_card.png');
  });

  it('uploads each file of a list, resolving with a list', async () => {
    const { effects } = uploads({ docs: [new File(['1'], 'a.txt'), new File(['22'], 'b.txt')] });
    const outcome = await runOne('upload-file', { fileVariableId: 'docs' }, { effects });
    expect(outcome.result).toEqual([
      expect.objectContaining({ name: 'a.txt', size: 1 }),
      expect.objectContaining({ name: 'b.txt', size: 2 }),
    ]);
  });

  it('uploads a file given directly, and a Blob as "file"', async () => {
    const { sent, effects } = uploads({});
    const blob = new Blob(['xyz']);
    const outcome = await runOne(
      'upload-file',
      { file: f('context.parameters.blob') },
      {
        effects,
        parameters: { blob },
      },
    );
    expect(sent[0]).toEqual({ file: blob, name: 'file', tag: undefined });
    expect(outcome.error).toBeUndefined();
  });

  it('fails with the seeds messages', async () => {
    const { effects } = uploads({ empty: null, none: [], text: 'hello' });
    const message = async (config: Record<string, unknown>) =>
      (await runOne('upload-file', config as never, { effects })).error?.message;
    expect(await message({})).toBe('No file variable selected.');
    expect(await message({ fileVariableId: '' })).toBe('No file variable selected.');
    expect(await message({ fileVariableId: 'gone' })).toBe('File variable not found.');
    const noFile =
      'No file selected. Please create a true / false split to manage the case when there is no file.';
    expect(await message({ fileVariableId: 'empty' })).toBe(noFile);
    expect(await message({ fileVariableId: 'none' })).toBe(noFile);
    expect(await message({ file: null })).toBe(noFile);
    expect(await message({ fileVariableId: 'text' })).toBe('Not a file object.');
    expect(await message({ file: { name: 'fake.png' } })).toBe('Not a file object.');
  });

  it('reports a failed upload as not uploading, and fails with its message', async () => {
    const statuses: UploadStatus[] = [];
    const effects: WorkflowEffects = {
      getFileVariable: () => ({ value: photo() }),
      setUploadStatus: (status) => void statuses.push(status),
      uploadFile: async () => {
        throw new Error('Upload refused (413)');
      },
    };
    const outcome = await runOne('upload-file', { fileVariableId: 'avatar' }, { effects });
    expect(outcome.error?.message).toBe('Upload refused (413)');
    expect(statuses.at(-1)).toMatchObject({ isUploading: false, isUploaded: false });
  });
});
