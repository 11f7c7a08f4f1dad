/**
 * Reference checks of a site definition: inside one file (ids match their keys, children exist,
 * one parent each, no cycles) and across files (home page, sections, links, workflows, unique
 * page paths per language, unique element ids, known component types, HTML ids that are no
 * section anchor and not repeated on a page: `html-ids.ts`; colour tokens the site has and a
 * background colour that is CSS: `site-style-problems.ts`; `match` patterns the linear-time
 * engine runs: `pattern-problems.ts`; style values that fit their CSS property:
 * `style-value-problems.ts`).
 */
import { ELEMENT_EVENT_TRIGGERS, LIBRARY_COMPONENT_TYPE } from './constants.ts';
import type { StyleRule } from './css-values.ts';
import { dataSetProblems } from './data-set.ts';
import { htmlIdProblems } from './html-ids.ts';
import { patternProblems } from './pattern-problems.ts';
import { siteStyleProblems } from './site-style-problems.ts';
import { styleValueProblems } from './style-value-problems.ts';
import { workflowLoopProblems } from './workflow-loops.ts';
import type { ElementMap, Section } from './element.ts';
import { pageFilePath, sectionFilePath, SITE_FILE } from './files.ts';
import type { ParsedFile } from './load.ts';
import { said, type ProblemText } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';

export interface ValidateOptions {
  /** Component types of the catalogue; when given, other types are reported. */
  knownTypes?: ReadonlySet<string>;
  /** Events each component type raises (catalogue `events`); when given, other triggers are reported. */
  componentEvents?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The rule of each style key's values (colour, length, number, transform, ratio: the
   * catalogue's `styleRules`); when given, values that break them are reported.
   */
  styleRules?: ReadonlyMap<string, StyleRule>;
  /** Files that exist but could not be read: references into them are not reported missing. */
  unreadableFiles?: ReadonlySet<string>;
}

type Report = (
  path: ReadonlyArray<PropertyKey>,
  text: ProblemText,
  severity?: Problem['severity'],
) => void;

function reporter(file: string, problems: Problem[]): Report {
  return (path, text, severity = 'error') =>
    problems.push(problemOf(file, jsonPath(path), text, severity));
}

/** Every entry of an id-keyed map must carry its key as its id. */
function checkKeys(report: Report, base: string, map: Record<string, unknown>, idKey = 'id'): void {
  for (const [key, entry] of Object.entries(map)) {
    const id = (entry as Record<string, unknown>)[idKey];
    if (id !== key)
      report([base, key, idKey], said('idDiffersFromKey', { idKey, id: String(id), key }));
  }
}

/**
 * The element tree of one file: children exist, each element has one parent, no cycles, and
 * elements nobody lists are reported as unused.
 */
function checkElementTree(
  report: Report,
  elements: ElementMap,
  roots: Array<{ path: PropertyKey[]; owner: ProblemText; children: readonly string[] }>,
): void {
  /** Who lists each element: its owner's description, and the parent element's id if any. */
  const parentOf = new Map<string, { owner: ProblemText; elementId?: string }>();
  const claim = (path: PropertyKey[], owner: ProblemText, childId: string, elementId?: string) => {
    if (!(childId in elements)) {
      report(path, said('childMissing', { child: childId, owner }));
      return;
    }
    const previous = parentOf.get(childId);
    if (previous !== undefined) {
      report(path, said('twoParents', { id: childId, first: previous.owner, second: owner }));
      return;
    }
    parentOf.set(childId, elementId === undefined ? { owner } : { owner, elementId });
  };
  for (const root of roots)
    root.children.forEach((id, i) => claim([...root.path, i], root.owner, id));
  for (const [id, element] of Object.entries(elements)) {
    for (const [slot, ids] of Object.entries(element.children ?? {})) {
      ids.forEach((childId, i) =>
        claim(['elements', id, 'children', slot, i], said('ownerElement', { id }), childId, id),
      );
    }
  }
  // Cycles: walk up the parents; a walk that meets itself is a cycle. Every element is walked
  // through once (`done`), so this stays linear however deep the tree.
  const done = new Set<string>();
  for (const start of Object.keys(elements)) {
    const walk: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && !done.has(current) && !walk.includes(current)) {
      walk.push(current);
      current = parentOf.get(current)?.elementId;
    }
    if (current !== undefined && !done.has(current)) {
      const cycle = walk.slice(walk.indexOf(current));
      report(
        ['elements', current, 'children'],
        said('cycle', { cycle: [...cycle, current].join(' → ') }),
      );
    }
    walk.forEach((id) => done.add(id));
  }
  for (const id of Object.keys(elements)) {
    if (!parentOf.has(id)) report(['elements', id], said('elementUnused', { id }), 'warning');
  }
}

function sectionRoots(sections: Record<string, Section>, base: PropertyKey[]) {
  return Object.entries(sections).map(([uid, section]) => ({
    path: [...base, uid, 'children'],
    owner: said('ownerSection', { id: uid }),
    children: section.children,
  }));
}

/** Checks of one file that need nothing but the file itself. */
export function validateFileConsistency(
  file: string,
  idFromName: string | null,
  parsed: ParsedFile,
): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file, problems);
  if (parsed.kind === 'site') {
    const site = parsed.value;
    for (const key of [
      'workflows',
      'variables',
      'formulas',
      'collections',
      'plugins',
      'userGroups',
    ] as const) {
      checkKeys(report, key, site[key]);
    }
    const seen = new Map<string, number>();
    site.pages.forEach((page, i) => {
      const first = seen.get(page.id);
      if (first !== undefined)
        report(['pages', i, 'id'], said('pageIdRepeated', { id: page.id, first }));
      else seen.set(page.id, i);
    });
  } else if (parsed.kind === 'page') {
    const page = parsed.value;
    if (idFromName !== null && page.pageId !== idFromName) {
      report(['pageId'], said('pageIdDiffersFromFile', { id: page.pageId, file: idFromName }));
    }
    checkKeys(report, 'sections', page.sections, 'uid');
    for (const key of [
      'elements',
      'collections',
      'variables',
      'formulas',
      'workflows',
      'libraryComponents',
    ] as const) {
      checkKeys(report, key, page[key]);
    }
    const libraryRoots = Object.entries(page.libraryComponents).map(([id, c]) => ({
      path: ['libraryComponents', id, 'rootElementId'],
      owner: said('ownerLibraryComponent', { id }),
      children: [c.rootElementId],
    }));
    checkElementTree(report, page.elements, [
      ...sectionRoots(page.sections, ['sections']),
      ...libraryRoots,
    ]);
  } else {
    const { section, elements } = parsed.value;
    if (idFromName !== null && section.uid !== idFromName) {
      report(['section', 'uid'], said('uidDiffersFromFile', { id: section.uid, file: idFromName }));
    }
    checkKeys(report, 'elements', elements);
    checkElementTree(report, elements, [
      {
        path: ['section', 'children'],
        owner: said('ownerSection', { id: section.uid }),
        children: section.children,
      },
    ]);
  }
  return problems;
}

/** `/product/{id:}` and `/product/{sku:1}/` compare equal: parameters match any segment. */
function routeKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/\{[^}]*\}/g, '{}');
}

/** Checks across the files of a site. Problems are located in the file that holds the reference. */
const DOM_TRIGGERS: ReadonlySet<string> = new Set(ELEMENT_EVENT_TRIGGERS);

export function validateSite(bundle: SiteBundle, options: ValidateOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const site = bundle.site;
  const report = reporter(SITE_FILE, problems);
  const unreadable = options.unreadableFiles ?? new Set<string>();
  const pageIds = new Set(site.pages.map((p) => p.id));
  const siteLangs = site.langs.map((l) => l.lang);

  const defaults = site.langs.filter((l) => l.default);
  if (defaults.length !== 1)
    report(['langs'], said('oneDefaultLanguage', { count: defaults.length }));
  siteLangs.forEach((lang, i) => {
    if (siteLangs.indexOf(lang) !== i)
      report(['langs', i, 'lang'], said('languageRepeated', { lang }));
  });

  for (const key of [
    'homePageId',
    'notFoundPageId',
    'unauthenticatedPageId',
    'unauthorizedPageId',
  ] as const) {
    const id = site[key];
    if (id !== null && !pageIds.has(id)) report([key], said('notAPage', { key, id }));
  }
  if (site.authPluginId !== null && !(site.authPluginId in site.plugins)) {
    report(['authPluginId'], said('authPluginMissing', { id: site.authPluginId }));
  }

  const routes = new Map<string, string>();
  const sharedUse = new Map<string, number>();
  site.pages.forEach((page, i) => {
    page.langs.forEach((lang, j) => {
      if (!siteLangs.includes(lang))
        report(['pages', i, 'langs', j], said('languageNotOfSite', { lang }));
      if (!(lang in page.paths))
        report(['pages', i, 'paths'], said('pagePathMissing', { page: page.id, lang }));
    });
    for (const [lang, path] of Object.entries(page.paths)) {
      if (!page.langs.includes(lang)) {
        report(['pages', i, 'paths', lang], said('pathForOtherLanguage', { lang, page: page.id }));
        continue;
      }
      const key = `${lang} ${routeKey(path)}`;
      const other = routes.get(key);
      if (other !== undefined) {
        report(['pages', i, 'paths', lang], said('pathTaken', { path, lang, other }));
      } else routes.set(key, page.id);
    }
    for (const text of dataSetProblems(site, page)) report(['pages', i, 'cmsDataSetPath'], text);
    page.pageUserGroups.forEach((group, j) => {
      if (!(group in site.userGroups))
        report(['pages', i, 'pageUserGroups', j], said('userGroupMissing', { group }));
    });
    const file = bundle.pages[page.id];
    const filePath = pageFilePath(page.id);
    if (!file) {
      if (!unreadable.has(filePath))
        report(['pages', i, 'id'], said('pageFileMissing', { page: page.id, file: filePath }));
      return;
    }
    page.sections.forEach((uid, j) => {
      const own = uid in file.sections;
      const shared = uid in bundle.sections;
      if (shared) sharedUse.set(uid, (sharedUse.get(uid) ?? 0) + 1);
      if (own && shared) {
        report(
          ['pages', i, 'sections', j],
          said('sectionInBoth', { uid, pageFile: filePath, sectionFile: sectionFilePath(uid) }),
        );
      } else if (!own && !shared && !unreadable.has(sectionFilePath(uid))) {
        report(
          ['pages', i, 'sections', j],
          said('sectionInNeither', { uid, pageFile: filePath, sectionFile: sectionFilePath(uid) }),
        );
      }
      if (page.sections.indexOf(uid) !== j)
        report(['pages', i, 'sections', j], said('sectionRepeated', { uid }));
    });
    for (const uid of Object.keys(file.sections)) {
      if (!page.sections.includes(uid)) {
        reporter(filePath, problems)(
          ['sections', uid],
          said('sectionNotListed', { uid }),
          'warning',
        );
      }
    }
  });
  for (const pageId of Object.keys(bundle.pages)) {
    if (!pageIds.has(pageId)) {
      reporter(pageFilePath(pageId), problems)(['pageId'], said('pageNotListed', { page: pageId }));
    }
  }
  for (const uid of Object.keys(bundle.sections)) {
    if (!sharedUse.has(uid))
      reporter(sectionFilePath(uid), problems)(
        ['section'],
        said('sectionUnused', { uid }),
        'warning',
      );
  }

  // Element-level references, file by file.
  const owners = new Map<string, string>();
  const checkElements = (file: string, elements: ElementMap, workflowIds: ReadonlySet<string>) => {
    const at = reporter(file, problems);
    for (const [id, element] of Object.entries(elements)) {
      const owner = owners.get(id);
      if (owner !== undefined) at(['elements', id], said('elementIdTaken', { id, file: owner }));
      else owners.set(id, file);
      if (
        options.knownTypes &&
        element.type !== LIBRARY_COMPONENT_TYPE &&
        !options.knownTypes.has(element.type)
      ) {
        at(['elements', id, 'type'], said('unknownType', { type: element.type }));
      }
      const events = options.componentEvents?.get(element.type);
      element.events?.forEach((event, index) => {
        if (!options.componentEvents || DOM_TRIGGERS.has(event.trigger)) return;
        if (!events?.has(event.trigger))
          at(
            ['elements', id, 'events', index, 'trigger'],
            said('unknownEvent', { type: element.type, trigger: event.trigger }),
          );
      });
      const link = element.link;
      if (link?.type === 'page') {
        const target = bundle.site.pages.find((p) => p.id === link.pageId);
        if (!target)
          at(['elements', id, 'link', 'pageId'], said('linkPageMissing', { page: link.pageId }));
        else if (link.sectionId !== undefined && !target.sections.includes(link.sectionId)) {
          at(
            ['elements', id, 'link', 'sectionId'],
            said('linkSectionMissing', { page: link.pageId, section: link.sectionId }),
          );
        }
      }
      element.events?.forEach((event, i) => {
        if (!workflowIds.has(event.workflowId)) {
          at(
            ['elements', id, 'events', i, 'workflowId'],
            said('workflowMissing', { workflow: event.workflowId }),
          );
        }
      });
    }
  };
  const siteWorkflows = Object.keys(site.workflows);
  for (const [pageId, file] of Object.entries(bundle.pages)) {
    checkElements(
      pageFilePath(pageId),
      file.elements,
      new Set([...siteWorkflows, ...Object.keys(file.workflows)]),
    );
  }
  for (const [uid, file] of Object.entries(bundle.sections)) {
    checkElements(sectionFilePath(uid), file.elements, new Set(siteWorkflows));
  }
  problems.push(
    ...htmlIdProblems(bundle),
    ...siteStyleProblems(bundle),
    ...workflowLoopProblems(bundle),
    ...patternProblems(bundle),
  );
  if (options.styleRules) problems.push(...styleValueProblems(bundle, options.styleRules));
  return problems;
}
