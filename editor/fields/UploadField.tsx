/**
 * An image or file address: typed (or pasted), or uploaded from the author's computer with a
 * progress bar into the site's own files. The uploaded file's address (`/assets/{name}`) becomes
 * the value (one undo step). A failed upload or a file over the limit says why and changes
 * nothing. The preview reads a site file through the editor host (`editorAssetUrl`).
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { editorAssetUrl } from './asset-types.ts';
import { useFieldEnvironment } from './environment.ts';
import type { FieldProps } from './types.ts';
import {
  FILE_ACCEPT,
  IMAGE_ACCEPT,
  sizeText,
  TooLargeError,
  UploadError,
  uploadFile,
  UPLOAD_MAX_BYTES,
  type UploadDeps,
} from './upload.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

/** An upload's failure in the editor's language; the server's own reason as it sent it. */
function failureReason(error: unknown, t: TFunction): string {
  if (!(error instanceof UploadError)) return (error as Error).message;
  switch (error.kind) {
    case 'refused':
      return error.message;
    case 'unreachable':
      return t('field.upload.unreachable');
    case 'status':
      return t('field.upload.status', { status: error.status });
    case 'interrupted':
      return t('field.upload.interrupted');
  }
}

export function UploadField({
  id,
  property,
  value,
  label,
  placeholder,
  onChange,
  onCommit,
  deps,
}: FieldProps & { deps?: UploadDeps }) {
  const { t } = useTranslation();
  const { siteId } = useFieldEnvironment();
  const picker = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const url = typeof value === 'string' ? value : '';
  const image = property.type === 'image';

  const upload = async (file: File) => {
    setStatus({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const address = await uploadFile(
        siteId,
        file,
        (percent) =>
          setStatus({ kind: 'uploading', name: file.name, percent: Math.round(percent) }),
        deps,
      );
      onChange(address);
      onCommit();
      setStatus({ kind: 'done', name: file.name });
    } catch (error) {
      const message =
        error instanceof TooLargeError
          ? t('field.upload.tooLarge', {
              name: file.name,
              size: sizeText(error.size),
              limit: sizeText(error.limit),
            })
          : t('field.upload.failed', { name: file.name, reason: failureReason(error, t) });
      setStatus({ kind: 'failed', message });
    }
  };

  return (
    <div className="field-stack field-upload">
      <span className="field-row">
        <input
          id={id}
          className="field-input"
          type="text"
          inputMode="url"
          spellCheck={false}
          value={url}
          placeholder={placeholder ?? 'https://…'}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onCommit}
        />
        <button
          type="button"
          disabled={status.kind === 'uploading'}
          aria-label={t('field.upload.label', { label })}
          onClick={() => picker.current?.click()}
        >
          {t('field.upload.choose')}
        </button>
        <input
          ref={picker}
          type="file"
          hidden
          data-testid="upload-input"
          accept={image ? IMAGE_ACCEPT : FILE_ACCEPT}
          aria-label={t('field.upload.label', { label })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </span>
      {status.kind === 'uploading' && (
        <label className="field-progress">
          {t('field.upload.progress', { name: status.name, percent: status.percent })}
          <progress max={100} value={status.percent} />
        </label>
      )}
      {status.kind === 'failed' && (
        <p className="field-error" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && (
        <p className="field-hint" role="status">
          {t('field.upload.done', { name: status.name })}
        </p>
      )}
      {image && url && (
        <img
          className="field-upload-preview"
          src={editorAssetUrl(siteId, url)}
          alt={t('field.upload.preview', { label })}
        />
      )}
    </div>
  );
}

export { UPLOAD_MAX_BYTES };
