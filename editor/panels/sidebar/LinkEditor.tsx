/**
 * The element's link (`set-element-link`): to a page (with its path parameters and query
 * parameters, each a text or a formula, a section, new tab), an address, a file (typed or uploaded) or a popup showing a library
 * component. A link is saved only once complete (an address needs text); until then the type
 * chosen waits here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { linkDescriptor } from '@catalogue/properties/index.ts';
import { pathParams } from '@shared/routing/data-set.ts';
import type { Link } from '@shared/schema/element.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { BooleanField } from '../../fields/BooleanField.tsx';
import { ColorInput } from '../../fields/ColorField.tsx';
import { FieldEditor } from '../../fields/FieldEditor.tsx';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import { PairsEditor } from './PairsEditor.tsx';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import type { SiteBundle } from '@shared/schema/site.ts';

type LinkType = Link['type'];
const TYPES: LinkType[] = ['page', 'url', 'file', 'popup'];
const QUERY = linkDescriptor.fields!.query!;
const FILE = { ...linkDescriptor.fields!.href!, type: 'file' as const };
const TARGET_BLANK = linkDescriptor.fields!.targetBlank!;

/** Pages (id, name, parameters), sections of each page, library components: as texts for a shallow selection. */
function targets(doc: SiteBundle, lang: string): string[] {
  const out: string[] = [];
  for (const page of doc.site.pages) {
    const path = page.paths[lang] ?? Object.values(page.paths)[0] ?? '';
    out.push(`page\t${page.id}\t${page.name}\t${pathParams(path).join(',')}`);
    for (const uid of page.sections) {
      const section = doc.pages[page.id]?.sections[uid] ?? doc.sections[uid]?.section;
      out.push(`section\t${page.id}\t${uid}\t${section?.sectionTitle ?? uid}`);
    }
    for (const component of Object.values(doc.pages[page.id]?.libraryComponents ?? {}))
      out.push(`component\t${component.id}\t${component.name}`);
  }
  return out;
}

export function LinkEditor({ pageId, elementId }: { pageId: string; elementId: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const link = useEditor((s) => elementOn(s.doc, pageId, elementId)?.link);
  const rows = useEditor(useShallow((s) => targets(s.doc, s.ui.lang)));
  const [pending, setPending] = useState<LinkType | null>(null);
  const [href, setHref] = useState<string | null>(null);

  const pages = rows.filter((r) => r.startsWith('page\t')).map((r) => r.split('\t'));
  const components = rows.filter((r) => r.startsWith('component\t')).map((r) => r.split('\t'));
  const type: LinkType | '' = pending ?? link?.type ?? '';
  const save = (next: Link | null, commit = true) => {
    const result = dispatch({
      type: 'set-element-link',
      payload: { pageId, elementId, link: next },
    });
    if (commit) store.mark();
    return result.ok;
  };

  const chooseType = (next: LinkType | '') => {
    setHref(null);
    setPending(null);
    if (next === '') return save(null);
    if (next === 'page') return save({ type: 'page', pageId: pages[0]?.[1] ?? pageId });
    if (next === 'url' || next === 'file') {
      const old = link && 'href' in link ? link.href : '';
      if (old)
        return save({
          type: next,
          href: old,
          targetBlank: link?.type !== 'popup' ? link?.targetBlank : undefined,
        });
      return setPending(next);
    }
    const first = components[0]?.[1];
    if (first) return save({ type: 'popup', content: first });
    setPending('popup');
  };

  const id = `link-${elementId}`;
  return (
    <div className="sidebar-link" data-field="link">
      <div className="sidebar-row">
        <label htmlFor={`${id}-type`}>{t('sidebar.link.type')}</label>
        <select
          id={`${id}-type`}
          className="field-input"
          value={type}
          onChange={(event) => chooseType(event.target.value as LinkType | '')}
        >
          <option value="">{t('sidebar.link.none')}</option>
          {TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`sidebar.link.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {link?.type === 'page' && !pending && (
        <PageLink
          link={link}
          rows={rows}
          id={id}
          save={save}
          pageId={pageId}
          elementId={elementId}
        />
      )}

      {(type === 'url' || type === 'file') && (
        <div className="sidebar-row" data-field="link.href">
          <label htmlFor={`${id}-href`}>
            {t(type === 'file' ? 'sidebar.link.file.href' : 'sidebar.link.href')}
          </label>
          <FieldEditor
            id={`${id}-href`}
            name="href"
            property={type === 'file' ? FILE : linkDescriptor.fields!.href!}
            label={t('sidebar.link.href')}
            value={href ?? (link && 'href' in link ? link.href : '')}
            onChange={(next) => {
              const text = typeof next === 'string' ? next : '';
              setHref(text);
              if (text.trim() === '') return;
              const targetBlank = link && link.type !== 'popup' ? link.targetBlank : undefined;
              if (save({ type, href: text, ...(targetBlank ? { targetBlank } : {}) }, false))
                setPending(null);
            }}
            onCommit={() => {
              store.mark();
              if (href !== null && href.trim() !== '') setHref(null);
            }}
          />
          {pending && <p className="field-hint">{t('sidebar.link.incomplete')}</p>}
        </div>
      )}

      {link && link.type !== 'popup' && !pending && (
        <div className="sidebar-row" data-field="link.targetBlank">
          <label htmlFor={`${id}-blank`}>{t('sidebar.link.targetBlank')}</label>
          <BooleanField
            id={`${id}-blank`}
            name="targetBlank"
            property={TARGET_BLANK}
            label={t('sidebar.link.targetBlank')}
            value={link.targetBlank === true}
            onChange={(next) => save({ ...link, targetBlank: next === true || undefined }, false)}
            onCommit={() => store.mark()}
          />
        </div>
      )}

      {type === 'popup' &&
        (components.length === 0 ? (
          <p className="field-hint">{t('sidebar.link.noComponents')}</p>
        ) : (
          link?.type === 'popup' && (
            <>
              <div className="sidebar-row" data-field="link.content">
                <label htmlFor={`${id}-content`}>{t('sidebar.link.content')}</label>
                <select
                  id={`${id}-content`}
                  className="field-input"
                  value={link.content}
                  onChange={(event) => save({ ...link, content: event.target.value })}
                >
                  {components.map(([, value, name]) => (
                    <option key={value} value={value}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="sidebar-row" data-field="link.background">
                <label htmlFor={`${id}-background`}>{t('sidebar.link.background')}</label>
                <ColorInput
                  id={`${id}-background`}
                  label={t('sidebar.link.background')}
                  value={link.background ?? ''}
                  onChange={(background) =>
                    save(
                      {
                        type: 'popup',
                        content: link.content,
                        ...(background ? { background } : {}),
                      },
                      false,
                    )
                  }
                  onCommit={() => store.mark()}
                />
              </div>
            </>
          )
        ))}
    </div>
  );
}

type PageLinkValue = Extract<Link, { type: 'page' }>;

function PageLink({
  link,
  rows,
  id,
  save,
  pageId,
  elementId,
}: {
  link: PageLinkValue;
  rows: readonly string[];
  id: string;
  save(next: Link, commit?: boolean): boolean;
  pageId: string;
  elementId: string;
}) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const pages = rows.filter((r) => r.startsWith('page\t')).map((r) => r.split('\t'));
  const sections = rows
    .filter((r) => r.startsWith(`section\t${link.pageId}\t`))
    .map((r) => r.split('\t'));
  const parameters =
    pages
      .find((p) => p[1] === link.pageId)?.[3]
      ?.split(',')
      .filter(Boolean) ?? [];
  const fr = i18n.language.startsWith('fr');
  const withParameter = (name: string, value: string | { $formula: string }): PageLinkValue => {
    const next = { ...link.parameters };
    if (value === '') delete next[name];
    else next[name] = value;
    const { parameters: _old, ...rest } = link;
    return Object.keys(next).length > 0 ? { ...rest, parameters: next } : rest;
  };
  return (
    <>
      <div className="sidebar-row" data-field="link.pageId">
        <label htmlFor={`${id}-page`}>{t('sidebar.link.pageId')}</label>
        <select
          id={`${id}-page`}
          className="field-input"
          value={link.pageId}
          onChange={(event) =>
            save({ type: 'page', pageId: event.target.value, targetBlank: link.targetBlank })
          }
        >
          {pages.map(([, value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {parameters.map((name) => {
        const value = link.parameters?.[name];
        const bound = isFormulaValue(value);
        const label = t('sidebar.link.parameter', { name });
        return (
          <div key={name} className="sidebar-row" data-field={`link.parameters.${name}`}>
            <label htmlFor={`${id}-param-${name}`}>{label}</label>
            {bound ? (
              <FormulaField
                label={label}
                value={value.$formula}
                pageId={pageId}
                elementId={elementId}
                onChange={($formula) => save(withParameter(name, { $formula }), false)}
                onCommit={() => store.mark()}
              />
            ) : (
              <input
                id={`${id}-param-${name}`}
                className="field-input"
                value={value ?? ''}
                onChange={(event) => save(withParameter(name, event.target.value), false)}
                onBlur={() => store.mark()}
              />
            )}
            <button
              type="button"
              role="switch"
              className="sidebar-bind"
              aria-checked={bound}
              aria-label={t('sidebar.link.parameterFormula')}
              data-testid={`link-parameter-bind-${name}`}
              title={t('sidebar.link.parameterFormula')}
              onClick={() =>
                save(
                  withParameter(
                    name,
                    bound ? '' : { $formula: value ? JSON.stringify(value) : '' },
                  ),
                )
              }
            >
              ƒx
            </button>
          </div>
        );
      })}
      {sections.length > 0 && (
        <div className="sidebar-row" data-field="link.sectionId">
          <label htmlFor={`${id}-section`}>{t('sidebar.link.section')}</label>
          <select
            id={`${id}-section`}
            className="field-input"
            value={link.sectionId ?? ''}
            onChange={(event) => {
              const { sectionId: _old, ...rest } = link;
              save(event.target.value ? { ...rest, sectionId: event.target.value } : rest);
            }}
          >
            <option value="">{t('sidebar.link.topOfPage')}</option>
            {sections.map(([, , uid, title]) => (
              <option key={uid} value={uid}>
                {title}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sidebar-row" data-field="link.query">
        <span className="sidebar-row-head">{fr ? QUERY.label.fr : QUERY.label.en}</span>
        <PairsEditor
          kind="query"
          pairs={link.query ?? []}
          pageId={pageId}
          elementId={elementId}
          onChange={(list) => {
            const { query: _old, ...rest } = link;
            save(list.length > 0 ? { ...rest, query: list } : rest, false);
          }}
          onCommit={() => store.mark()}
        />
      </div>
    </>
  );
}
