/**
 * What a site's enabled plugins reach beyond the site's origin, for its pages' policy: each
 * plugin's `contentSources` (`plugins/define.ts`) over its public settings as served (a stand-in's
 * address filled in by its server half). A plugin that declares none gets the origins of its
 * public settings that are web addresses as `connect` sources: the services it talks to.
 */
import type { ContentSources, PluginDefinition } from '@plugins/define.ts';
import { originsOf } from '@plugins/content-sources.ts';
import type { AppData } from '@shared/schema/index.ts';
import { mergeSources } from './policy.ts';

export function pluginSources(
  plugins: AppData['plugins'],
  definitions: ReadonlyMap<string, PluginDefinition>,
): ContentSources {
  const all: ContentSources[] = [];
  for (const entry of Object.values(plugins)) {
    const settings = entry.publicSettings ?? {};
    const definition = definitions.get(entry.plugin);
    if (!definition) continue;
    all.push(
      definition.contentSources
        ? definition.contentSources(settings)
        : { connect: originsOf(...Object.values(settings)) },
    );
  }
  return mergeSources(...all);
}
