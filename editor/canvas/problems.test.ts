import { describe, expect, it } from 'vitest';
import { MAX_PROBLEMS, problemLog, type CanvasProblem } from './problems.ts';

function setup() {
  const published: Array<readonly CanvasProblem[]> = [];
  const logged: string[] = [];
  const log = problemLog((list) => published.push(list), {
    warn: (message) => logged.push(`warn: ${message}`),
    error: (message) => logged.push(`error: ${message}`),
  });
  return { log, published, logged };
}

const tick = () => Promise.resolve();

describe('the canvas problem log', () => {
  it('reports each problem once, logs it at once and publishes the list after the render', async () => {
    const { log, published, logged } = setup();
    const fetchFailed: CanvasProblem = {
      kind: 'collection',
      name: 'Products',
      reason: 'answered 502',
    };
    const broken: CanvasProblem = {
      kind: 'element',
      elementId: 'card',
      message: 'card failed',
      level: 'error',
    };
    const failing: CanvasProblem = { ...broken, message: 'card text failed', level: 'warning' };
    log.report(fetchFailed);
    log.report(broken);
    log.report({ ...fetchFailed });
    log.report(failing);
    expect(logged).toEqual([
      'warn: Collection "Products": answered 502',
      'error: card failed',
      'warn: card text failed',
    ]);
    expect(published).toEqual([]);
    await tick();
    expect(published).toEqual([[fetchFailed, broken, failing]]);
    log.report({ kind: 'warning', message: 'style dropped' });
    await tick();
    expect(published.at(-1)).toEqual([
      fetchFailed,
      broken,
      failing,
      { kind: 'warning', message: 'style dropped' },
    ]);
    expect(logged.at(-1)).toBe('warn: style dropped');
  });

  it('starts again from none for a new session, and reports the same problem again', async () => {
    const { log, published, logged } = setup();
    const problem: CanvasProblem = { kind: 'warning', message: 'link to a missing page' };
    log.report(problem);
    await tick();
    log.reset();
    await tick();
    expect(published.at(-1)).toEqual([]);
    log.report(problem);
    await tick();
    expect(published.at(-1)).toEqual([problem]);
    expect(logged).toHaveLength(2);
    // A reset with nothing to clear publishes nothing.
    const count = published.length;
    const fresh = setup();
    fresh.log.reset();
    await tick();
    expect(fresh.published).toEqual([]);
    expect(published).toHaveLength(count);
  });

  it('drops the problems of edited elements, which may then be reported again', async () => {
    const { log, published } = setup();
    const title: CanvasProblem = {
      kind: 'element',
      elementId: 'title',
      message: 'title text failed',
      level: 'warning',
    };
    const card: CanvasProblem = { ...title, elementId: 'card', message: 'card text failed' };
    const down: CanvasProblem = { kind: 'collection', name: 'Products', reason: 'down' };
    log.report(title);
    log.report(card);
    log.report(down);
    await tick();
    log.forget(['other']);
    await tick();
    expect(published).toHaveLength(1);
    log.forget(['title']);
    await tick();
    expect(published.at(-1)).toEqual([card, down]);
    log.report(title);
    await tick();
    expect(published.at(-1)).toEqual([card, down, title]);
  });

  it(`keeps at most ${MAX_PROBLEMS} problems a page (all are still logged)`, async () => {
    const { log, published, logged } = setup();
    for (let i = 0; i < MAX_PROBLEMS + 5; i++) log.report({ kind: 'warning', message: `w${i}` });
    await tick();
    expect(published).toHaveLength(1);
    expect(published[0]).toHaveLength(MAX_PROBLEMS);
    expect(logged).toHaveLength(MAX_PROBLEMS + 5);
  });
});
