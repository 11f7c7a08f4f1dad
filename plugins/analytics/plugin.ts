/**
 * The analytics plugin (Segment protocol, seeds 001 §3, §5, §7–§9): identify, track, page,
 * screen, group and alias, sent by `@segment/analytics-next` to the API host (Segment's, or the
 * embedded collector of `server/`). Calls are checked before they leave (the seeds' rules);
 * each event carries the browser context (url, path, source, query, domain, baseUrl, breakpoint,
 * environment, theme) under `context.browser`.
 */
import type { ActionConfig, ActionContext } from '@shared/workflow/context.ts';
import { definePlugin, type PluginApi, type SettingDescriptors } from '../define.ts';
import { originsOf } from '../content-sources.ts';
import type { Analytics } from '@segment/analytics-next';
import {
  ANALYTICS_MESSAGES,
  checkCall,
  isHttpUrl,
  isObject,
  parseApiHost,
  type EventType,
  type JsonObject,
} from './events.ts';

/** Segment's own hosts, used when a site leaves them empty and no server fills them. */
const SEGMENT_API_HOST = 'api.segment.io/v1';
const SEGMENT_CDN_URL = 'https://cdn.segment.com';

const settings = {
  public: {
    writeKey: {
      type: 'text',
      label: { en: 'Write key', fr: 'Clé d’écriture' },
      required: true,
    },
    apiHost: {
      type: 'text',
      label: {
        en: 'API host (empty: the embedded collector)',
        fr: 'Hôte de l’API (vide : le collecteur intégré)',
      },
    },
    cdnURL: {
      type: 'text',
      label: {
        en: 'CDN URL of the settings (empty: the embedded collector)',
        fr: 'URL du CDN des réglages (vide : le collecteur intégré)',
      },
    },
  },
  private: {
    collectorRateLimit: {
      type: 'number',
      label: {
        en: 'Embedded collector: events per window before 429 (0: no limit)',
        fr: 'Collecteur intégré : événements par fenêtre avant 429 (0 : sans limite)',
      },
      default: 0,
    },
    collectorRateWindow: {
      type: 'number',
      label: {
        en: 'Embedded collector: rate-limit window in seconds',
        fr: 'Collecteur intégré : fenêtre de limitation en secondes',
      },
      default: 10,
    },
  },
} as const satisfies { public: SettingDescriptors; private: SettingDescriptors };

const variables = {
  anonymousId: {
    type: 'string',
    label: { en: 'Anonymous id', fr: 'Identifiant anonyme' },
    default: '',
  },
  userId: {
    type: 'string',
    label: { en: 'User id', fr: 'Identifiant utilisateur' },
    default: '',
  },
} as const;

type Api = PluginApi<typeof settings, typeof variables>;

/** The client of each started plugin API (one per page load). */
const clients = new WeakMap<object, Promise<Analytics>>();

const BROWSER_FIELDS = [
  'url',
  'path',
  'source',
  'query',
  'domain',
  'baseUrl',
  'breakpoint',
  'environment',
  'theme',
] as const;

/** Seeds §3 browser context, from the workflow scope (`context.browser`), JSON only. */
export function browserContext(ctx: ActionContext | undefined, api: Api): JsonObject {
  const scopeContext = (ctx?.scope as { context?: unknown } | undefined)?.context;
  const browser =
    isObject(scopeContext) && isObject(scopeContext.browser) ? scopeContext.browser : {};
  const out: JsonObject = {};
  for (const field of BROWSER_FIELDS) {
    const value = browser[field];
    if (value !== undefined) out[field] = JSON.parse(JSON.stringify(value)) as unknown;
  }
  out.environment ??= api.environment;
  return { browser: out, site: api.siteId };
}

async function run(type: EventType, config: ActionConfig, ctx: ActionContext, api: Api) {
  const checked = checkCall(type, config);
  if (!checked.ok) throw new Error(checked.message);
  const client = clients.get(api);
  if (!client) throw new Error(ANALYTICS_MESSAGES.notLoaded(ANALYTICS_MESSAGES.writeKeyRequired));
  let analytics: Analytics;
  try {
    analytics = await client;
  } catch (error) {
    throw new Error(
      ANALYTICS_MESSAGES.notLoaded(error instanceof Error ? error.message : String(error)),
    );
  }
  const { send } = await import('./client/client.ts');
  const sent = await send(analytics, checked.call, browserContext(ctx, api));
  api.setVariable('anonymousId', analytics.user().anonymousId() ?? '');
  api.setVariable('userId', analytics.user().id() ?? '');
  return sent;
}

const field = (en: string, fr: string, type: 'text' | 'json' = 'text') => ({
  type,
  label: { en, fr },
});

export const analyticsPlugin = definePlugin({
  id: 'analytics',
  label: { en: 'Analytics (Segment)', fr: 'Statistiques (Segment)' },
  settings,
  variables,
  actions: {
    identify: {
      label: { en: 'Identify', fr: 'Identifier' },
      config: {
        userId: field('User id', 'Identifiant utilisateur'),
        traits: field('Traits', 'Caractéristiques', 'json'),
      },
      handler: (config, ctx, api) => run('identify', config, ctx, api),
    },
    track: {
      label: { en: 'Track', fr: 'Suivre' },
      config: {
        event: field('Event', 'Événement'),
        properties: field('Properties', 'Propriétés', 'json'),
      },
      handler: (config, ctx, api) => run('track', config, ctx, api),
    },
    page: {
      label: { en: 'Page', fr: 'Page' },
      config: {
        category: field('Category', 'Catégorie'),
        name: field('Name', 'Nom'),
        properties: field('Properties', 'Propriétés', 'json'),
      },
      handler: (config, ctx, api) => run('page', config, ctx, api),
    },
    screen: {
      label: { en: 'Screen', fr: 'Écran' },
      config: {
        category: field('Category', 'Catégorie'),
        name: field('Name', 'Nom'),
        properties: field('Properties', 'Propriétés', 'json'),
      },
      handler: (config, ctx, api) => run('screen', config, ctx, api),
    },
    group: {
      label: { en: 'Group', fr: 'Groupe' },
      config: {
        groupId: field('Group id', 'Identifiant du groupe'),
        traits: field('Traits', 'Caractéristiques', 'json'),
      },
      handler: (config, ctx, api) => run('group', config, ctx, api),
    },
    alias: {
      label: { en: 'Alias', fr: 'Alias' },
      config: {
        userId: field('New user id', 'Nouvel identifiant'),
        previousId: field('Previous id', 'Identifiant précédent'),
      },
      handler: (config, ctx, api) => run('alias', config, ctx, api),
    },
  },
  // analytics-next fetches its settings from the CDN and posts events to the API host; the
  // defaults are Segment's own (a bare host there means https).
  contentSources(settings) {
    const api = originsOf(settings['apiHost'] || SEGMENT_API_HOST);
    const cdn = originsOf(settings['cdnURL'] || SEGMENT_CDN_URL);
    return { connect: [...new Set([...api, ...cdn])], script: cdn };
  },
  validate(publicSettings) {
    const problems: string[] = [];
    const { writeKey, apiHost, cdnURL } = publicSettings;
    if (typeof writeKey !== 'string' || writeKey.trim() === '')
      problems.push(ANALYTICS_MESSAGES.writeKeyRequired);
    if (typeof apiHost === 'string' && apiHost !== '' && !parseApiHost(apiHost))
      problems.push(ANALYTICS_MESSAGES.apiHostInvalid);
    if (typeof cdnURL === 'string' && cdnURL !== '' && !isHttpUrl(cdnURL))
      problems.push(ANALYTICS_MESSAGES.cdnUrlInvalid);
    return problems;
  },
  init(api) {
    const { writeKey, apiHost, cdnURL } = api.settings;
    if (!writeKey) {
      api.log.error(ANALYTICS_MESSAGES.writeKeyRequired);
      return;
    }
    // The server fills both with the embedded collector's address when the site leaves them
    // empty; without a server (a static host), Segment's own.
    const client = import('./client/client.ts').then(({ loadClient }) =>
      loadClient({
        writeKey,
        apiHost: apiHost || SEGMENT_API_HOST,
        cdnURL: cdnURL || SEGMENT_CDN_URL,
      }),
    );
    clients.set(api, client);
    // Not awaited: the page does not wait for the settings; calls wait for the client.
    client.then(
      (analytics) => {
        api.setVariable('anonymousId', analytics.user().anonymousId() ?? '');
        api.setVariable('userId', analytics.user().id() ?? '');
      },
      (error: unknown) => api.log.error(ANALYTICS_MESSAGES.notLoaded(String(error)), error),
    );
  },
});
