/** The pages panel's reading of the site: pages grouped by folder, links to a page. */
import type { PluginDefinition, PluginLabel } from '@plugins/define.ts';
import type { Page, SiteBundle } from '@shared/schema/site.ts';

export interface FolderGroup {
  /** null: the pages outside any folder (listed first). */
  folder: string | null;
  pages: Page[];
}

/** Pages by folder: those without one first, then folders by name; pages keep the site's order. */
export function groupByFolder(pages: readonly Page[]): FolderGroup[] {
  const groups = new Map<string | null, Page[]>();
  for (const page of pages) {
    const list = groups.get(page.folder) ?? [];
    list.push(page);
    groups.set(page.folder, list);
  }
  const named = [...groups.keys()]
    .filter((folder): folder is string => folder !== null)
    .sort((a, b) => a.localeCompare(b));
  return [null, ...named]
    .filter((folder) => groups.has(folder))
    .map((folder) => ({ folder, pages: groups.get(folder) ?? [] }));
}

/** Every folder name in use, sorted. */
export function folderNames(pages: readonly Page[]): string[] {
  return [...new Set(pages.map((p) => p.folder).filter((f): f is string => f !== null))].sort(
    (a, b) => a.localeCompare(b),
  );
}

/** How many elements on other pages or in shared sections link to the page. */
export function linksTo(doc: SiteBundle, pageId: string): number {
  let count = 0;
  const files = [
    ...Object.entries(doc.pages)
      .filter(([id]) => id !== pageId)
      .map(([, file]) => file.elements),
    ...Object.values(doc.sections).map((file) => file.elements),
  ];
  for (const elements of files) {
    for (const element of Object.values(elements)) {
      if (element.link?.type === 'page' && element.link.pageId === pageId) count++;
    }
  }
  return count;
}

/** Plugin settings of type `page` that name the page: `[plugin label, setting label]` pairs. */
export function pluginSettingsNaming(
  doc: SiteBundle,
  pageId: string,
  definitions: Readonly<Record<string, PluginDefinition>>,
): Array<[PluginLabel, PluginLabel]> {
  const out: Array<[PluginLabel, PluginLabel]> = [];
  for (const entry of Object.values(doc.site.plugins)) {
    const definition = definitions[entry.plugin];
    if (!definition) continue;
    for (const scope of ['public', 'private'] as const) {
      const values = (scope === 'public' ? entry.publicSettings : entry.privateSettings) ?? {};
      for (const [name, descriptor] of Object.entries(definition.settings[scope])) {
        if (descriptor.type === 'page' && values[name] === pageId)
          out.push([definition.label, descriptor.label]);
      }
    }
  }
  return out;
}
