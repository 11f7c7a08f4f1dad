/**
 * The Segment client: `@segment/analytics-next`, imported lazily (its own chunk), loaded with the
 * site's write key, the CDN URL its settings come from (`{cdnURL}/v1/projects/{writeKey}/settings`)
 * and the API host events go to (`{apiHost}/b` in batches of up to 10), with the seeds' constants.
 */
import type { Analytics, InitOptions } from '@segment/analytics-next';
import { ANALYTICS_LIMITS, parseApiHost, type AnalyticsCall, type JsonObject } from '../events.ts';

export interface ClientSettings {
  writeKey: string;
  /** `api.segment.io/v1`, or `http://localhost:3000/segment/v1` for the embedded collector. */
  apiHost: string;
  /** `https://cdn.segment.com`, or `http://localhost:3000/segment`. */
  cdnURL: string;
}

/** The options analytics-next is loaded with (exported for tests). */
export function initOptions(settings: ClientSettings): InitOptions {
  const host = parseApiHost(settings.apiHost);
  if (!host) throw new Error(`Invalid analytics API host: ${settings.apiHost}`);
  return {
    // Seeds §9: identity cookies live 365 days; failed events go to the retry queue (10 tries).
    cookie: { maxage: ANALYTICS_LIMITS.cookieDays },
    retryQueue: true,
    integrations: {
      'Segment.io': {
        apiHost: host.apiHost,
        protocol: host.protocol,
        deliveryStrategy: {
          strategy: 'batching',
          config: {
            size: ANALYTICS_LIMITS.batchSize,
            timeout: ANALYTICS_LIMITS.batchTimeoutMs,
            maxRetries: ANALYTICS_LIMITS.batchMaxRetries,
          },
        },
      },
    },
  };
}

/** A started client: the loaded analytics-next instance, or why it failed to load. */
export type LoadedClient = Promise<Analytics>;

export async function loadClient(settings: ClientSettings): LoadedClient {
  const { AnalyticsBrowser } = await import('@segment/analytics-next');
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: settings.writeKey, cdnURL: settings.cdnURL.replace(/\/+$/, '') },
    initOptions(settings),
  );
  return analytics;
}

/** Sends one checked call; `context` is merged into the event's context. */
export async function send(
  analytics: Analytics,
  call: AnalyticsCall,
  context: JsonObject,
): Promise<{ messageId: string; type: string }> {
  const options = { context };
  const ctx = await (() => {
    switch (call.type) {
      case 'track':
        return analytics.track(call.event, call.properties, options);
      case 'page':
        return analytics.page(call.category, call.name, call.properties, options);
      case 'screen':
        return analytics.screen(call.category, call.name, call.properties, options);
      case 'identify':
        return analytics.identify(call.userId, call.traits, options);
      case 'group':
        return analytics.group(call.groupId, call.traits, options);
      case 'alias':
        return analytics.alias(call.userId, call.previousId ?? undefined, options);
    }
  })();
  return { messageId: ctx.event.messageId ?? '', type: call.type };
}
