/**
 * Reference checks of a site definition: inside one file (ids match their keys, children exist,
 * one parent each, no cycles) and across files (home page, sections, links, workflows, unique
 * page paths per language, unique element ids, known component types).
 */
import { ELEMENT_EVENT_TRIGGERS, LIBRARY_COMPONENT_TYPE } from './constants.ts';
import type { ElementMap, Section } from './element.ts';
import { pageFilePath, sectionFilePath, SITE_FILE } from './files.ts';
import type { ParsedFile } from './load.ts';
import { jsonPath, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';

export interface ValidateOptions {
  /** Component types of the catalogue; when given, other types are reported. */
  knownTypes?: ReadonlySet<string>;
  /** Events each component type raises (catalogue `events`); when given, other triggers are reported. */
  componentEvents?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Files that exist but could not be read: references into them are not reported missing. */
  unreadableFiles?: ReadonlySet<string>;
}

type Report = (
  path: ReadonlyArray<PropertyKey>,
  message: string,
  severity?: Problem['severity'],
) => void;

function reporter(file: string, problems: Problem[]): Report {
  return (path, message, severity = 'error') =>
    problems.push({ file, path: jsonPath(path), message, severity });
}

/** Every entry of an id-keyed map must carry its key as its id. */
function checkKeys(report: Report, base: string, map: Record<string, unknown>, idKey = 'id'): void {
  for (const [key, entry] of Object.entries(map)) {
    const id = (entry as Record<string, unknown>)[idKey];
    if (id !== key)
      report([base, key, idKey], `${idKey} "${String(id)}" differs from its key "${key}"`);
  }
}

/**
 * The element tree of one file: children exist, each element has one parent, no cycles, and
 * elements nobody lists are reported as unused.
 */
function checkElementTree(
  report: Report,
  elements: ElementMap,
  roots: Array<{ path: PropertyKey[]; owner: string; children: readonly string[] }>,
): void {
  /** Who lists each element: its owner's description, and the parent element's id if any. */
  const parentOf = new Map<string, { owner: string; elementId?: string }>();
  const claim = (path: PropertyKey[], owner: string, childId: string, elementId?: string) => {
    if (!(childId in elements)) {
      report(path, `child "${childId}" of ${owner} does not exist`);
      return;
    }
    const previous = parentOf.get(childId);
    if (previous !== undefined) {
      report(path, `element "${childId}" has two parents: ${previous.owner} and ${owner}`);
      return;
    }
    parentOf.set(childId, elementId === undefined ? { owner } : { owner, elementId });
  };
  for (const root of roots)
    root.children.forEach((id, i) => claim([...root.path, i], root.owner, id));
  for (const [id, element] of Object.entries(elements)) {
    for (const [slot, ids] of Object.entries(element.children ?? {})) {
      ids.forEach((childId, i) =>
        claim(['elements', id, 'children', slot, i], `element "${id}"`, childId, id),
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
        `elements form a cycle: ${[...cycle, current].join(' → ')}`,
      );
    }
    walk.forEach((id) => done.add(id));
  }
  for (const id of Object.keys(elements)) {
    if (!parentOf.has(id))
      report(['elements', id], `element "${id}" is not in any section or element`, 'warning');
  }
}

function sectionRoots(sections: Record<string, Section>, base: PropertyKey[]) {
  return Object.entries(sections).map(([uid, section]) => ({
    path: [...base, uid, 'children'],
    owner: `section "${uid}"`,
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
        report(['pages', i, 'id'], `page id "${page.id}" is also used by pages[${first}]`);
      else seen.set(page.id, i);
    });
  } else if (parsed.kind === 'page') {
    const page = parsed.value;
    if (idFromName !== null && page.pageId !== idFromName) {
      report(['pageId'], `pageId "${page.pageId}" differs from the file name "${idFromName}"`);
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
      owner: `library component "${id}"`,
      children: [c.rootElementId],
    }));
    checkElementTree(report, page.elements, [
      ...sectionRoots(page.sections, ['sections']),
      ...libraryRoots,
    ]);
  } else {
    const { section, elements } = parsed.value;
    if (idFromName !== null && section.uid !== idFromName) {
      report(['section', 'uid'], `uid "${section.uid}" differs from the file name "${idFromName}"`);
    }
    checkKeys(report, 'elements', elements);
    checkElementTree(report, elements, [
      {
        path: ['section', 'children'],
        owner: `section "${section.uid}"`,
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
    report(['langs'], `exactly one language must be the default (found ${defaults.length})`);
  siteLangs.forEach((lang, i) => {
    if (siteLangs.indexOf(lang) !== i)
      report(['langs', i, 'lang'], `language "${lang}" is listed twice`);
  });

  for (const key of [
    'homePageId',
    'notFoundPageId',
    'unauthenticatedPageId',
    'unauthorizedPageId',
  ] as const) {
    const id = site[key];
    if (id !== null && !pageIds.has(id)) report([key], `${key} "${id}" is not a page of the site`);
  }
  if (site.authPluginId !== null && !(site.authPluginId in site.plugins)) {
    report(['authPluginId'], `authPluginId "${site.authPluginId}" is not a plugin of the site`);
  }

  const routes = new Map<string, string>();
  const sharedUse = new Map<string, number>();
  site.pages.forEach((page, i) => {
    page.langs.forEach((lang, j) => {
      if (!siteLangs.includes(lang))
        report(['pages', i, 'langs', j], `language "${lang}" is not a language of the site`);
      if (!(lang in page.paths))
        report(['pages', i, 'paths'], `page "${page.id}" has no path for "${lang}"`);
    });
    for (const [lang, path] of Object.entries(page.paths)) {
      if (!page.langs.includes(lang)) {
        report(
          ['pages', i, 'paths', lang],
          `path for "${lang}", which is not a language of page "${page.id}"`,
        );
        continue;
      }
      const key = `${lang} ${routeKey(path)}`;
      const other = routes.get(key);
      if (other !== undefined) {
        report(
          ['pages', i, 'paths', lang],
          `path "${path}" (${lang}) is also the path of page "${other}"`,
        );
      } else routes.set(key, page.id);
    }
    page.pageUserGroups.forEach((group, j) => {
      if (!(group in site.userGroups))
        report(['pages', i, 'pageUserGroups', j], `user group "${group}" does not exist`);
    });
    const file = bundle.pages[page.id];
    const filePath = pageFilePath(page.id);
    if (!file) {
      if (!unreadable.has(filePath))
        report(['pages', i, 'id'], `page "${page.id}" has no file ${filePath}`);
      return;
    }
    page.sections.forEach((uid, j) => {
      const own = uid in file.sections;
      const shared = uid in bundle.sections;
      if (shared) sharedUse.set(uid, (sharedUse.get(uid) ?? 0) + 1);
      if (own && shared) {
        report(
          ['pages', i, 'sections', j],
          `section "${uid}" is both in ${filePath} and in ${sectionFilePath(uid)}`,
        );
      } else if (!own && !shared && !unreadable.has(sectionFilePath(uid))) {
        report(
          ['pages', i, 'sections', j],
          `section "${uid}" is neither in ${filePath} nor in ${sectionFilePath(uid)}`,
        );
      }
      if (page.sections.indexOf(uid) !== j)
        report(['pages', i, 'sections', j], `section "${uid}" is listed twice`);
    });
    for (const uid of Object.keys(file.sections)) {
      if (!page.sections.includes(uid)) {
        reporter(filePath, problems)(
          ['sections', uid],
          `section "${uid}" is not listed in the page's sections in site.json`,
          'warning',
        );
      }
    }
  });
  for (const pageId of Object.keys(bundle.pages)) {
    if (!pageIds.has(pageId)) {
      reporter(pageFilePath(pageId), problems)(
        ['pageId'],
        `page "${pageId}" is not listed in site.json`,
      );
    }
  }
  for (const uid of Object.keys(bundle.sections)) {
    if (!sharedUse.has(uid))
      reporter(sectionFilePath(uid), problems)(
        ['section'],
        `section "${uid}" is used by no page`,
        'warning',
      );
  }

  // Element-level references, file by file.
  const owners = new Map<string, string>();
  const checkElements = (file: string, elements: ElementMap, workflowIds: ReadonlySet<string>) => {
    const at = reporter(file, problems);
    for (const [id, element] of Object.entries(elements)) {
      const owner = owners.get(id);
      if (owner !== undefined) at(['elements', id], `element id "${id}" is also used in ${owner}`);
      else owners.set(id, file);
      if (
        options.knownTypes &&
        element.type !== LIBRARY_COMPONENT_TYPE &&
        !options.knownTypes.has(element.type)
      ) {
        at(['elements', id, 'type'], `unknown component type "${element.type}"`);
      }
      const events = options.componentEvents?.get(element.type);
      element.events?.forEach((event, index) => {
        if (!options.componentEvents || DOM_TRIGGERS.has(event.trigger)) return;
        if (!events?.has(event.trigger))
          at(
            ['elements', id, 'events', index, 'trigger'],
            `a ${element.type} has no event "${event.trigger}"`,
          );
      });
      const link = element.link;
      if (link?.type === 'page') {
        const target = bundle.site.pages.find((p) => p.id === link.pageId);
        if (!target)
          at(
            ['elements', id, 'link', 'pageId'],
            `link to page "${link.pageId}", which does not exist`,
          );
        else if (link.sectionId !== undefined && !target.sections.includes(link.sectionId)) {
          at(
            ['elements', id, 'link', 'sectionId'],
            `page "${link.pageId}" has no section "${link.sectionId}"`,
          );
        }
      }
      element.events?.forEach((event, i) => {
        if (!workflowIds.has(event.workflowId)) {
          at(
            ['elements', id, 'events', i, 'workflowId'],
            `workflow "${event.workflowId}" does not exist`,
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
  return problems;
}
