/**
 * Composes what the runtime fetches from a site's definition: the app data (site, page list,
 * app-level logic, public plugin settings), one page-data file per page and the static
 * collections; and what the server keeps for itself, the dynamic collections' records. Used for
 * publishing (written to disk) and for the preview (answered from drafts).
 */
import type { ElementMap, Section } from './element.ts';
import type {
  Collection,
  Formula,
  LibraryComponent,
  UserGroup,
  Variable,
  Workflow,
} from './logic.ts';
import { sectionTag, type SectionTag } from './section-tag.ts';
import type { Page, SiteBundle, SiteFile } from './site.ts';
import type { JsonValue } from './values.ts';

export type Environment = 'editor' | 'preview' | 'staging' | 'production';
export const ENVIRONMENTS: readonly Environment[] = ['editor', 'preview', 'staging', 'production'];

export interface PublishedSectionRef {
  uid: string;
  sectionTitle: string;
  linkId: string;
  /** The element it renders as (`section-tag.ts`: its own tag, or the automatic one). */
  tag: SectionTag;
}

export interface PublishedPage extends Omit<Page, 'sections'> {
  sections: PublishedSectionRef[];
}

/** `data/{pageId}.json`: the seeds' page data, with `wwlang` and the cache version. */
export interface PageData {
  cacheVersion: number;
  wwlang: string;
  page: PublishedPage;
  sections: Record<string, Section>;
  wwObjects: ElementMap;
  collections: Record<string, Collection>;
  variables: Record<string, Variable>;
  formulas: Record<string, Formula>;
  workflows: Record<string, Workflow>;
  libraryComponents: Record<string, LibraryComponent>;
}

export interface PublishedPlugin {
  id: string;
  plugin: string;
  publicSettings: Record<string, JsonValue>;
  /**
   * What the runtime needs of the plugin before its code loads, added by the server as it
   * serves the boot data (from the build's plugin definitions, never stored in published
   * files). Without it the runtime loads the plugin at start.
   */
  runtime?: PluginRuntimeManifest;
}

/** A plugin's shape for the runtime: whether it starts with the page, its variables, actions. */
export interface PluginRuntimeManifest {
  /** It has an `init` (auth restores a session): loaded at start. Else loaded on first use. */
  starts: boolean;
  /** Its published variables' defaults, by name. */
  variables: Record<string, JsonValue>;
  /** Its workflow actions' names. */
  actions: string[];
}

/** `app.json`: everything the runtime needs before the first page (routing, app-level logic). */
export interface AppData {
  cacheVersion: number;
  site: Omit<
    SiteFile,
    | 'schemaVersion'
    | 'pages'
    | 'workflows'
    | 'variables'
    | 'formulas'
    | 'collections'
    | 'plugins'
    | 'userGroups'
  > & { pages: PublishedPage[] };
  workflows: Record<string, Workflow>;
  variables: Record<string, Variable>;
  formulas: Record<string, Formula>;
  collections: Record<string, Collection>;
  plugins: Record<string, PublishedPlugin>;
  userGroups: Record<string, UserGroup>;
}

/** `collections/{id}.json`: a static collection's records. */
export interface StaticCollectionData {
  id: string;
  total: number;
  data: JsonValue[];
}

/**
 * A dynamic collection as the server keeps it (never sent to visitors): the definition with its
 * records, and the ids and names of the variables its filter formulas may read (the site's and,
 * for a page's collection, the page's) with their default values.
 */
export interface DynamicCollectionData {
  collection: Collection;
  variables: Record<string, { name: string; defaultValue: JsonValue }>;
}

/** What the server hands the runtime in the HTML page. */
export interface BootData {
  environment: Environment;
  siteId: string;
  app: AppData;
}

function sectionOf(bundle: SiteBundle, pageId: string, uid: string): Section | undefined {
  return bundle.pages[pageId]?.sections[uid] ?? bundle.sections[uid]?.section;
}

/** How a page names one of its sections in published data (the editor's canvas too). */
export function publishedSectionRef(
  uid: string,
  section: Section | undefined,
): PublishedSectionRef {
  const sectionTitle = section?.sectionTitle ?? '';
  return {
    uid,
    sectionTitle,
    linkId: section?.linkId ?? uid,
    tag: sectionTag({ uid, sectionTitle, tag: section?.tag }),
  };
}

function publishPage(bundle: SiteBundle, page: Page): PublishedPage {
  const sections = page.sections.map((uid) =>
    publishedSectionRef(uid, sectionOf(bundle, page.id, uid)),
  );
  return { ...page, sections };
}

/**
 * Collections as visitors get them: without records. Static ones ship theirs in
 * `collections/{id}.json`; dynamic ones keep theirs on the server, which answers filtered pages
 * of them (`POST /ww/cms_data_sets/{id}/fetch`).
 */
function withoutRecords(collections: Record<string, Collection>): Record<string, Collection> {
  const out: Record<string, Collection> = {};
  for (const [id, collection] of Object.entries(collections)) {
    const { data: _data, ...config } = collection.config;
    out[id] = { ...collection, config };
  }
  return out;
}

export function composeAppData(bundle: SiteBundle): AppData {
  const {
    schemaVersion: _version,
    pages,
    workflows,
    variables,
    formulas,
    collections,
    plugins,
    userGroups,
    ...site
  } = bundle.site;
  const publicPlugins: Record<string, PublishedPlugin> = {};
  // Private settings never leave the server.
  for (const [id, { plugin, publicSettings }] of Object.entries(plugins)) {
    publicPlugins[id] = { id, plugin, publicSettings };
  }
  return {
    cacheVersion: site.cacheVersion,
    site: { ...site, pages: pages.map((page) => publishPage(bundle, page)) },
    workflows,
    variables,
    formulas,
    collections: withoutRecords(collections),
    plugins: publicPlugins,
    userGroups,
  };
}

/** The page data of one page, or null when the site has no such page. */
export function composePageData(bundle: SiteBundle, pageId: string, lang: string): PageData | null {
  const page = bundle.site.pages.find((p) => p.id === pageId);
  const file = bundle.pages[pageId];
  if (!page || !file) return null;
  const sections: Record<string, Section> = {};
  const wwObjects: ElementMap = { ...file.elements };
  for (const uid of page.sections) {
    const own = file.sections[uid];
    const shared = bundle.sections[uid];
    if (own) sections[uid] = own;
    else if (shared) {
      sections[uid] = shared.section;
      Object.assign(wwObjects, shared.elements);
    }
  }
  return {
    cacheVersion: bundle.site.cacheVersion,
    wwlang: lang,
    page: publishPage(bundle, page),
    sections,
    wwObjects,
    collections: withoutRecords(file.collections),
    variables: file.variables,
    formulas: file.formulas,
    workflows: file.workflows,
    libraryComponents: file.libraryComponents,
  };
}

/** A static collection's records (its `config.data`; none when that is not a list). */
export const staticRecords = (collection: Collection): JsonValue[] =>
  Array.isArray(collection.config.data) ? collection.config.data : [];

/** Records of every static collection, site-level and page-level. */
export function composeStaticCollections(bundle: SiteBundle): StaticCollectionData[] {
  const all = [
    ...Object.values(bundle.site.collections),
    ...Object.values(bundle.pages).flatMap((file) => Object.values(file.collections)),
  ];
  return all
    .filter((c) => c.mode === 'static')
    .map((c) => {
      const data = staticRecords(c);
      return { id: c.id, total: data.length, data };
    });
}

/** Every dynamic collection, site-level then page-level, with the variables in its scope. */
export function composeDynamicCollections(bundle: SiteBundle): DynamicCollectionData[] {
  const scope = (variables: Record<string, Variable>) =>
    Object.fromEntries(
      Object.values(variables).map((v) => [v.id, { name: v.name, defaultValue: v.defaultValue }]),
    );
  const siteVariables = scope(bundle.site.variables);
  const sources = [
    { collections: bundle.site.collections, variables: siteVariables },
    ...Object.values(bundle.pages).map((file) => ({
      collections: file.collections,
      variables: { ...siteVariables, ...scope(file.variables) },
    })),
  ];
  // One collection per id, as the runtime knows them: the first one wins (site-level first).
  const byId = new Map<string, DynamicCollectionData>();
  for (const { collections, variables } of sources) {
    for (const collection of Object.values(collections)) {
      if (collection.mode === 'dynamic' && !byId.has(collection.id))
        byId.set(collection.id, { collection, variables });
    }
  }
  return [...byId.values()];
}
