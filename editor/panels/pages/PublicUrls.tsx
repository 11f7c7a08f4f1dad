/**
 * The addresses the site is published at, one per environment (`site.publicUrls`): canonical
 * links, `og:url`, `og:image` and the sitemap are written on it (`runtime/server/public-url.ts`).
 * Empty, the server uses the address each request came to. A text the site schema refuses stays
 * in its field with the reason under it and is not saved; typing into one field is one undo step
 * (`set-public-url`, ended on blur).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/use-dispatch.ts';
import {
  PUBLIC_URL_ENVIRONMENTS,
  publicUrlSchemaOf,
  type PublicUrlEnvironment,
} from '../../store/commands/set-public-url.ts';
import { useEditor } from '../../store/hooks.ts';
import { schemaProblems } from '../../store/schema-reason.ts';
import { DraftInput } from './DraftInput.tsx';

/** Why `text` cannot be `environment`'s address, in `language`; empty is the request's own. */
export function publicUrlProblem(
  environment: PublicUrlEnvironment,
  text: string,
  language: string,
): string | null {
  const given = text.trim();
  if (given === '') return null;
  return schemaProblems(publicUrlSchemaOf(environment), given, language).get('') ?? null;
}

function PublicUrlField({ environment }: { environment: PublicUrlEnvironment }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const stored = useEditor((s) => s.doc.site.publicUrls?.[environment] ?? '');
  return (
    <DraftInput
      label={t(`pages.publicUrls.${environment}`)}
      field={`publicUrl-${environment}`}
      type="url"
      value={stored}
      placeholder={t(`pages.publicUrls.${environment}Placeholder`)}
      check={(text) => publicUrlProblem(environment, text, i18n.language)}
      onCommit={(url) => dispatch({ type: 'set-public-url', payload: { environment, url } })}
    />
  );
}

export function PublicUrls() {
  const { t } = useTranslation();
  return (
    <section
      className="pages-site pages-public-urls"
      aria-label={t('pages.publicUrls.title')}
      data-testid="public-urls"
    >
      <h3 className="pages-folder-name">{t('pages.publicUrls.title')}</h3>
      <p className="pages-hint">{t('pages.publicUrls.text')}</p>
      {PUBLIC_URL_ENVIRONMENTS.map((environment) => (
        <PublicUrlField key={environment} environment={environment} />
      ))}
    </section>
  );
}
