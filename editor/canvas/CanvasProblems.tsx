/**
 * The shown page's problems, over the canvas's top right corner (nothing when there are none):
 * a button saying how many, which opens their list. A collection that could not be fetched shows
 * an empty repeat in the canvas; here the author reads why. An element that could not be
 * rendered can be selected from its line; one that lists children that do not exist offers to
 * take them out of its lists (`remove-missing-children`).
 */
import { AlertTriangle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../store/hooks.ts';
import { listsMissingChildren } from '../store/commands/remove-missing-children.ts';
import { elementOn } from '../store/tree.ts';
import { elementLabel } from './label.ts';
import type { CanvasProblem } from './problems.ts';

/**
 * An element problem's message without the runtime's `[baobab] element "{id}"` opening: the
 * line starts with the element's label instead.
 */
export function problemDetail(message: string, elementId: string): string {
  const opening = `[baobab] element "${elementId}"`;
  if (!message.startsWith(opening)) return message.replace(/^\[baobab\]\s*/, '');
  return message.slice(opening.length).replace(/^[,:]?\s*/, '');
}

function ElementProblem({ problem }: { problem: Extract<CanvasProblem, { kind: 'element' }> }) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const label = useEditor((s) => {
    const element = s.ui.pageId ? elementOn(s.doc, s.ui.pageId, problem.elementId) : undefined;
    return element ? elementLabel(element, i18n.language) : null;
  });
  const listsMissing = useEditor(
    (s) => !!s.ui.pageId && listsMissingChildren(s.doc, s.ui.pageId, problem.elementId),
  );
  const dispatch = useDispatch();
  const detail = problemDetail(problem.message, problem.elementId);
  return (
    <li data-level={problem.level}>
      <strong>{label ?? problem.elementId}</strong>
      {detail.startsWith('property ') ? ', ' : ' '}
      {detail}
      {label !== null && (
        <button
          type="button"
          className="canvas-problem-select"
          onClick={() => store.setUi({ selection: problem.elementId, hover: null })}
        >
          {t('canvas.problem.select')}
        </button>
      )}
      {listsMissing && (
        <button
          type="button"
          className="canvas-problem-select"
          onClick={() => {
            const pageId = store.getState().ui.pageId;
            if (!pageId) return;
            dispatch({
              type: 'remove-missing-children',
              payload: { pageId, elementId: problem.elementId },
            });
            store.mark();
          }}
        >
          {t('canvas.problem.removeMissing')}
        </button>
      )}
    </li>
  );
}

function ProblemLine({ problem }: { problem: CanvasProblem }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'collection':
      return (
        <li>
          {t('canvas.problem.collection', {
            name: problem.name,
            reason:
              problem.status === undefined
                ? problem.reason
                : t('canvas.problem.answered', { status: problem.status, reason: problem.reason }),
          })}
        </li>
      );
    case 'element':
      return <ElementProblem problem={problem} />;
    case 'warning':
      return <li>{problem.message.replace(/^\[baobab\]\s*/, '')}</li>;
  }
}

export function CanvasProblems({ problems }: { problems: readonly CanvasProblem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (problems.length === 0) return null;
  return (
    <div
      className="canvas-problems"
      data-testid="canvas-problems"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Only the list closes: the editor's own Escape (which clears the selection) skips it.
        event.preventDefault();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="canvas-problems-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <AlertTriangle size={14} aria-hidden />
        {t('canvas.problems', { count: problems.length })}
      </button>
      {open && (
        <ul id={listId} className="canvas-problems-list" aria-label={t('canvas.problems.list')}>
          {problems.map((problem, index) => (
            <ProblemLine key={index} problem={problem} />
          ))}
        </ul>
      )}
    </div>
  );
}
