/**
 * On a page bound to a data set: which of its record's fields the title, descriptions, sharing
 * image and structured data can name, as `{{ context.page.data?.Name }}` (the fields of the
 * collection's first record, as the canvas's sample: a static one's from the document, a
 * dynamic one's asked of the server).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collection } from '@shared/schema/logic.ts';
import type { Page } from '@shared/schema/site.ts';
import { canvasFetch } from '../../canvas/session.ts';
import { boundCollection, fetchSample, staticSample } from '../../canvas/sample-record.ts';
import { useEditor } from '../../store/hooks.ts';
import { recordFields } from './meta-formulas.ts';

export const META_EXAMPLE = '{{ context.page.data?.Name }}';

export function RecordFieldsHint({ page }: { page: Page }) {
  const { t } = useTranslation();
  const collection = useEditor((s) => boundCollection(s.doc, page));
  const siteId = useEditor((s) => s.siteId);
  // A dynamic collection's fields, kept with the collection they are of.
  const [fetched, setFetched] = useState<{ of: Collection; fields: string[] } | null>(null);
  useEffect(() => {
    if (collection?.mode !== 'dynamic') return;
    const controller = new AbortController();
    fetchSample(canvasFetch(siteId), collection, controller.signal).then(
      (record) => {
        if (!controller.signal.aborted)
          setFetched({ of: collection, fields: recordFields(record) });
      },
      () => {}, // no sample at hand: the hint names no field
    );
    return () => controller.abort();
  }, [collection, siteId]);
  const fields =
    collection?.mode === 'static'
      ? recordFields(staticSample(collection))
      : fetched?.of === collection
        ? fetched.fields
        : [];
  if (!collection) return null;
  return (
    <p className="pages-hint" data-testid="pages-record-fields">
      {t('pages.recordFieldsHint', { example: META_EXAMPLE })}
      {fields.length > 0 && ` ${t('pages.recordFields', { fields: fields.join(', ') })}`}
    </p>
  );
}
