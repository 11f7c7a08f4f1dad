/**
 * Where a workflow lives: the site's workflows (`site.json`, run on every page) or one page's
 * (`pages/{id}.json`). Shared by the workflow commands and the workflows panel.
 */
import type { Workflow } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { scopedMap } from './data-scope.ts';

export type WorkflowScope = 'site' | 'page';

/** The scope part of every workflow command's payload. */
export interface WorkflowScopePayload {
  scope: WorkflowScope;
  /** For `scope: 'page'`: the page (default: the page shown). */
  pageId?: string | null | undefined;
}

/** The workflows map of a scope (works on immer drafts too), or a refusal. */
export function workflowsIn(
  doc: SiteBundle,
  { scope, pageId }: WorkflowScopePayload,
  shownPageId: string | null,
): Record<string, Workflow> {
  return scopedMap(doc, scope === 'site' ? 'site' : 'page', pageId ?? shownPageId, 'workflows');
}

/** An element whose events run a workflow: where it is, and which of its events do. */
export interface WorkflowReference {
  /** The file holding the element. */
  home: { kind: 'page'; pageId: string } | { kind: 'section'; sectionUid: string };
  elementId: string;
  /** The element's navigator name, else its type. */
  label: string;
  /** The triggers bound to the workflow (`click`, `mounted`…). */
  triggers: string[];
}

/**
 * Elements whose `events` run this workflow. A site workflow is reachable from every page
 * file (unless the page has its own workflow of that id, which wins) and every shared section;
 * a page workflow only from that page's own elements (shared sections see site workflows only).
 */
export function workflowReferences(
  doc: SiteBundle,
  scope: WorkflowScope,
  pageId: string | null | undefined,
  workflowId: string,
): WorkflowReference[] {
  const out: WorkflowReference[] = [];
  const scan = (
    home: WorkflowReference['home'],
    elements: SiteBundle['pages'][string]['elements'],
  ) => {
    for (const element of Object.values(elements)) {
      const triggers = (element.events ?? [])
        .filter((event) => event.workflowId === workflowId)
        .map((event) => event.trigger);
      if (triggers.length > 0) {
        out.push({ home, elementId: element.id, label: element.name ?? element.type, triggers });
      }
    }
  };
  if (scope === 'page') {
    const file = pageId ? doc.pages[pageId] : undefined;
    if (file && pageId) scan({ kind: 'page', pageId }, file.elements);
    return out;
  }
  for (const [id, file] of Object.entries(doc.pages)) {
    if (!Object.hasOwn(file.workflows, workflowId))
      scan({ kind: 'page', pageId: id }, file.elements);
  }
  for (const [uid, file] of Object.entries(doc.sections)) {
    scan({ kind: 'section', sectionUid: uid }, file.elements);
  }
  return out;
}
