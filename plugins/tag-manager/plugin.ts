/**
 * The tag manager plugin (seeds 001 §5, §7): Google Tag Manager's protocol. At start-up it makes
 * `window.dataLayer`, pushes GTM's `gtm.js` start event and adds the container script
 * `{scriptHost}/gtm.js?id={containerId}`; the workflow action `tag-manager:push-event` pushes
 * `{ event, ...data }` to `window.dataLayer`.
 *
 * Which container loads where: production loads the production container (required); staging
 * and preview load the optional staging container, or none; the editor never loads one (an
 * author's clicks are not visitors'). Events are pushed to `dataLayer` in every environment, so
 * workflows behave the same whether or not a container listens. A container that cannot load
 * (offline, blocked by the visitor) is logged as a warning and changes nothing else.
 */
import type { Environment } from '@shared/schema/compose.ts';
import { recordOf, textOf } from '@shared/workflow/config.ts';
import { definePlugin } from '../define.ts';
import { missingSettings } from '../settings.ts';
import { originsOf } from '../content-sources.ts';
import { label } from '@shared/i18n/label.ts';

export const DEFAULT_GTM_HOST = 'https://www.googletagmanager.com';

export const TAG_MANAGER_MESSAGES = {
  noContainerId: 'A production container id is required.',
  noEvent: 'No event defined.',
  scriptFailed: (url: string) => `The tag manager container could not be loaded from ${url}`,
} as const;

const settings = {
  public: {
    productionContainerId: {
      type: 'text',
      label: label('Production container id (GTM-…)', 'Conteneur de production (GTM-…)'),
      required: true,
    },
    stagingContainerId: {
      type: 'text',
      label: label(
        'Staging and preview container id (optional)',
        'Conteneur de recette et d’aperçu (facultatif)',
      ),
    },
    scriptHost: {
      type: 'text',
      label: label('Container script host', 'Hôte du script du conteneur'),
      default: DEFAULT_GTM_HOST,
    },
  },
  private: {},
} as const;

type DataLayer = unknown[];

/** The page's `window.dataLayer`, made when missing (a container reads what was pushed before). */
export function dataLayer(): DataLayer {
  const holder = window as unknown as { dataLayer?: DataLayer };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/** The container to load in an environment, or null (see the file's comment). */
export function containerFor(
  environment: Environment,
  ids: { productionContainerId?: string | undefined; stagingContainerId?: string | undefined },
): string | null {
  if (environment === 'production') return textOf(ids.productionContainerId) ?? null;
  if (environment === 'staging' || environment === 'preview')
    return textOf(ids.stagingContainerId) ?? null;
  return null;
}

/** `{host}/gtm.js?id={id}`; the host may be relative to the site (`/assets/gtm`). */
export function containerScriptUrl(host: string, containerId: string): string {
  return `${host.replace(/\/+$/, '')}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

export const tagManagerPlugin = definePlugin({
  id: 'tag-manager',
  label: label('Tag manager', 'Gestionnaire de balises'),
  settings,
  variables: {
    containerId: {
      type: 'string',
      label: label('Container loaded', 'Conteneur chargé'),
      default: '',
    },
    isLoaded: {
      type: 'boolean',
      label: label('Container script loaded', 'Script du conteneur chargé'),
      default: false,
    },
  },
  actions: {
    'push-event': {
      label: label('Push an event', 'Envoyer un évènement'),
      config: {
        event: { type: 'text', label: label('Event', 'Évènement'), required: true },
        data: { type: 'json', label: label('Data', 'Données') },
      },
      handler(config) {
        const event = textOf(config.event);
        if (!event) throw new Error(TAG_MANAGER_MESSAGES.noEvent);
        const entry = { ...recordOf(config.data), event };
        dataLayer().push(entry);
        return entry;
      },
    },
  },
  // The container's own tags (pings, pixels) go to its host.
  contentSources(settings) {
    const host = originsOf(settings['scriptHost'] ?? DEFAULT_GTM_HOST);
    return { script: host, connect: host, img: host, frame: host };
  },
  validate(publicSettings, privateSettings) {
    return missingSettings(settings, publicSettings, privateSettings).includes(
      'productionContainerId',
    )
      ? [TAG_MANAGER_MESSAGES.noContainerId]
      : [];
  },
  init(api) {
    const layer = dataLayer();
    const containerId = containerFor(api.environment, api.settings);
    if (containerId === null) return;
    api.setVariable('containerId', containerId);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const url = containerScriptUrl(api.settings.scriptHost, containerId);
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.addEventListener('load', () => api.setVariable('isLoaded', true));
    // Offline or blocked: the site works on; the container is only missing.
    script.addEventListener('error', () => api.log.warn(TAG_MANAGER_MESSAGES.scriptFailed(url)));
    document.head.appendChild(script);
    // Not awaited: the page never waits for a tag manager.
  },
});
