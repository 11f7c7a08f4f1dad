/**
 * The page load order of the seeds (§4), after the page's variables were reset (`enterPage`):
 * before-collection-fetch workflows (app-level ones only on the first load, then the page's);
 * fetch the auto-fetch collections; on the first load the app onload workflows; then the page
 * onload workflows. A visitor who leaves meanwhile aborts it: nothing after that step runs.
 * A failed collection fetch is logged and raises the collection-fetch-error workflows; the page
 * goes on loading.
 */
import type { Workflow } from '@shared/schema/logic.ts';

export interface PageLoadSteps {
  workflows(trigger: Workflow['trigger'], level: 'app' | 'page'): readonly Workflow[];
  run(workflow: Workflow, event?: unknown): Promise<unknown>;
  /** Collections to fetch now (auto-fetch on, not fetched yet). */
  autoFetchIds(): string[];
  fetchCollections(ids: readonly string[], signal: AbortSignal): Promise<unknown>;
  log?(message: string, error: unknown): void;
}

/** The id of the collection a fetch failed for, when the error says so. */
const collectionOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'collectionId' in error
    ? String((error as { collectionId: unknown }).collectionId)
    : undefined;

export async function runPageLoad(
  steps: PageLoadSteps,
  { firstLoad, signal }: { firstLoad: boolean; signal: AbortSignal },
): Promise<void> {
  const runAll = async (trigger: Workflow['trigger'], level: 'app' | 'page') => {
    for (const workflow of steps.workflows(trigger, level)) {
      if (signal.aborted) return;
      await steps.run(workflow);
    }
  };
  if (firstLoad) await runAll('before-collection-fetch', 'app');
  await runAll('before-collection-fetch', 'page');
  if (signal.aborted) return;
  const ids = steps.autoFetchIds();
  if (ids.length > 0) {
    try {
      await steps.fetchCollections(ids, signal);
    } catch (error) {
      if (signal.aborted) return;
      (steps.log ?? ((m, e) => console.error(m, e)))('[baobab] collection fetch failed', error);
      const event = {
        type: 'collection-fetch-error',
        collectionId: collectionOf(error),
        message: error instanceof Error ? error.message : String(error),
      };
      for (const level of ['app', 'page'] as const) {
        for (const workflow of steps.workflows('collection-fetch-error', level)) {
          await steps.run(workflow, event);
        }
      }
    }
  }
  if (signal.aborted) return;
  if (firstLoad) await runAll('onload', 'app');
  await runAll('onload', 'page');
}
