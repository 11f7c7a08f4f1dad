import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { produce } from 'immer';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { WorkflowsPanel } from './WorkflowsPanel.tsx';

afterEach(cleanup);

function show(store: EditorStore = testStore(), language: 'en' | 'fr' = 'en') {
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <WorkflowsPanel />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

const siteWorkflow = (store: EditorStore, id = 'workflow-1') =>
  store.getState().doc.site.workflows[id] as Workflow;

function withWorkflows(
  store: EditorStore,
  edit: (doc: ReturnType<EditorStore['getState']>['doc']) => void,
) {
  store.load(produce(store.getState().doc, edit));
  return store;
}

function pick(label: string, search: string, list: HTMLElement = document.body) {
  const buttons = within(list).getAllByRole('button', { name: 'Add action' });
  fireEvent.click(buttons[0]!);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search actions' }), {
    target: { value: search },
  });
  fireEvent.click(within(screen.getByTestId('action-picker')).getByRole('button', { name: label }));
}

describe('WorkflowsPanel', () => {
  it('lists the site and page workflows with their triggers', () => {
    const store = withWorkflows(testStore(), (d) => {
      d.site.workflows.s = { id: 's', name: 'Track', trigger: 'onload', actions: [] };
      d.pages.home!.workflows.p = { id: 'p', name: 'Open menu', trigger: 'none', actions: [] };
      d.pages.faq!.workflows.q = { id: 'q', name: 'Elsewhere', trigger: 'none', actions: [] };
    });
    show(store);
    const site = screen.getByTestId('workflows-site');
    expect(within(site).getByTestId('workflow-row').textContent).toBe('TrackPage load');
    const page = screen.getByTestId('workflows-page');
    expect(within(page).getByRole('heading').textContent).toBe('Page workflows: home');
    expect(
      within(page)
        .getAllByTestId('workflow-row')
        .map((r) => r.dataset.workflowId),
    ).toEqual(['p']);
  });

  it('adds a workflow and edits its name (one undo step) and trigger', () => {
    const store = show();
    fireEvent.click(screen.getByTestId('workflow-add-site'));
    expect(screen.getByTestId('workflow-editor').dataset.workflowId).toBe('workflow-1');
    const name = screen.getByTestId('workflow-name');
    for (const value of ['C', 'Ch', 'Checkout']) fireEvent.change(name, { target: { value } });
    fireEvent.blur(name);
    expect(siteWorkflow(store).name).toBe('Checkout');
    fireEvent.change(screen.getByRole('combobox', { name: 'Trigger' }), {
      target: { value: 'onunload' },
    });
    expect(siteWorkflow(store).trigger).toBe('onunload');
    expect(screen.getByTestId('workflow-element-hint').textContent).toContain('bind this workflow');
    // add, name, trigger: three steps.
    expect(store.getState().history.past).toHaveLength(3);
    act(() => void store.undo());
    act(() => void store.undo());
    expect(siteWorkflow(store).name).toBe('Workflow 1');
    // A blank name is not stored.
    fireEvent.change(screen.getByTestId('workflow-name'), { target: { value: '' } });
    expect(siteWorkflow(store).name).toBe('Workflow 1');
  });

  it('adds actions from the searchable list, with parameters, branches, order and removal', () => {
    const store = withWorkflows(testStore(), (d) => {
      d.site.variables.count = { id: 'count', name: 'count', type: 'number', defaultValue: 0 };
    });
    show(store);
    fireEvent.click(screen.getByTestId('workflow-add-site'));
    pick('Change variable value', 'variable');
    const first = screen.getByTestId('workflow-action');
    fireEvent.change(within(first).getByRole('combobox', { name: 'Variable' }), {
      target: { value: 'count' },
    });
    fireEvent.change(within(first).getByRole('textbox', { name: 'New value' }), {
      target: { value: '5' },
    });
    expect(siteWorkflow(store).actions[0]).toEqual({
      id: 'a1',
      type: 'set-variable',
      config: { variableId: 'count', value: 5 },
    });
    // Bind the value to a formula.
    fireEvent.click(within(first).getByRole('button', { name: 'Bind to a formula: New value' }));
    // The fixed value becomes the formula's start (the formula field is H5's FormulaField).
    expect(siteWorkflow(store).actions[0]?.config?.value).toEqual({ $formula: '5' });
    expect(
      within(first)
        .getByRole('button', { name: 'Use a fixed value: New value' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    pick('True / false split', 'split');
    const split = screen.getAllByTestId('workflow-action')[1]!;
    pick('Log', 'log', within(split).getByTestId('branch-true'));
    expect(siteWorkflow(store).actions[1]).toMatchObject({
      id: 'a2',
      type: 'true-false-split',
      branches: [
        { value: true, actions: [{ id: 'a3', type: 'log', config: {} }] },
        { value: false, actions: [] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move up: True / false split' }));
    expect(siteWorkflow(store).actions.map((a) => a.id)).toEqual(['a2', 'a1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Change variable value' }));
    expect(siteWorkflow(store).actions.map((a) => a.id)).toEqual(['a2']);
  });

  it('runs the workflow and shows each action’s result, the failure and the error actions', async () => {
    const store = withWorkflows(testStore(), (d) => {
      d.site.variables.count = { id: 'count', name: 'count', type: 'number', defaultValue: 1 };
      d.site.workflows.w = {
        id: 'w',
        name: 'Checkout',
        trigger: 'none',
        actions: [
          {
            id: 'a1',
            type: 'set-variable',
            config: { variableId: 'count', value: { $formula: 'variables.count + 1' } },
          },
          { id: 'a2', type: 'change-page', config: { pageId: 'faq' } },
          { id: 'a3', type: 'fetch-collection', config: { collectionId: 'nope' } },
        ],
        errorActions: [
          { id: 'e1', type: 'log', config: { message: { $formula: 'context.error.message' } } },
        ],
      };
    });
    show(store);
    fireEvent.click(screen.getByTestId('workflow-row'));
    fireEvent.click(screen.getByTestId('workflow-run'));
    const results = await screen.findByTestId('workflow-run-results');
    const entries = within(results).getAllByTestId('workflow-run-entry');
    expect(entries.map((e) => [e.dataset.actionId, e.dataset.status])).toEqual([
      ['a1', 'ok'],
      ['a2', 'recorded'],
      ['a3', 'error'],
      ['e1', 'ok'],
    ]);
    expect(entries[0]!.textContent).toContain('2');
    expect(entries[0]!.textContent).toMatch(/ms/);
    expect(entries[1]!.textContent).toContain('navigate: page "faq"');
    expect(entries[2]!.textContent).toContain('Collection not found.');
    expect(entries[3]!.textContent).toContain('error actions');
    expect(within(results).getByTestId('workflow-run-summary').textContent).toBe(
      'Stopped at "a3": Collection not found.',
    );
    expect(within(results).getByTestId('workflow-run-variables').textContent).toContain(
      'count: 1 → 2',
    );
    // The page did not change, the document neither.
    expect(store.getState().ui.pageId).toBe('home');
    await waitFor(() =>
      expect(
        document.querySelector('[data-action-id="a3"] [data-testid="workflow-action-status"]')
          ?.textContent,
      ).toBe('error'),
    );
  });

  it('runs with the parameters given', async () => {
    const store = withWorkflows(testStore(), (d) => {
      d.pages.home!.workflows.w = {
        id: 'w',
        name: 'Double',
        trigger: 'none',
        actions: [
          { id: 'a1', type: 'return', config: { value: { $formula: 'context.parameters.n * 2' } } },
        ],
      };
    });
    show(store);
    fireEvent.click(screen.getByTestId('workflow-row'));
    fireEvent.change(screen.getByRole('textbox', { name: 'context.parameters (JSON)' }), {
      target: { value: '{"n": 21}' },
    });
    fireEvent.click(screen.getByTestId('workflow-run'));
    const results = await screen.findByTestId('workflow-run-results');
    expect(results.textContent).toContain('Result: 42');
    expect(within(results).getByTestId('workflow-run-summary').textContent).toMatch(/^Finished in/);
  });

  it('deletes a workflow after confirming, removing the events that ran it', () => {
    const store = withWorkflows(testStore(), (d) => {
      d.site.workflows.w = { id: 'w', name: 'Go', trigger: 'none', actions: [] };
      d.pages.home!.elements.cta!.events = [{ trigger: 'click', workflowId: 'w' }];
    });
    show(store);
    fireEvent.click(screen.getByTestId('workflow-row'));
    expect(screen.getByTestId('workflow-used-by').textContent).toContain('button');
    fireEvent.click(screen.getByTestId('workflow-delete'));
    expect(screen.getByRole('alertdialog').textContent).toContain('1 element runs it');
    fireEvent.click(screen.getByTestId('workflow-delete-confirm'));
    expect(store.getState().doc.site.workflows).toEqual({});
    expect(store.getState().doc.pages.home?.elements.cta).not.toHaveProperty('events');
    expect(screen.getByTestId('workflows-site').textContent).toContain('No workflow yet.');
  });

  it('shows action labels in French', () => {
    show(testStore(), 'fr');
    fireEvent.click(screen.getByTestId('workflow-add-page'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Ajouter une action' })[0]!);
    expect(
      within(screen.getByTestId('action-picker')).getByRole('button', {
        name: 'Modifier une variable',
      }),
    ).toBeTruthy();
  });
});
