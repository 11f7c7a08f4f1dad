import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trapFocus } from './focus-trap.ts';

function layer() {
  document.body.innerHTML = `
    <button data-testid="outside">Elsewhere</button>
    <div data-testid="layer"><div data-testid="content" tabindex="-1">
      <button data-testid="first">First</button><button data-testid="last">Last</button>
    </div></div>`;
  const get = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  return { get };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('trapFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves focus inside at once, then traps it on the first control; gives it back on release', async () => {
    const { get } = layer();
    get('outside').focus();
    const release = trapFocus(get('layer'), { fallbackFocus: get('content') });
    // Before focus-trap arrives the keyboard already starts inside.
    expect(document.activeElement).toBe(get('content'));
    await waitFor(() => expect(document.activeElement).toBe(get('first')));
    get('last').focus();
    fireEvent.keyDown(get('last'), { key: 'Tab' });
    expect(document.activeElement).toBe(get('first'));
    release();
    await waitFor(() => expect(document.activeElement).toBe(get('outside')));
  });

  it('passes what had focus before to setReturnFocus', async () => {
    const { get } = layer();
    get('outside').focus();
    const seen: Element[] = [];
    const release = trapFocus(get('layer'), {
      fallbackFocus: get('content'),
      setReturnFocus: (previous) => {
        seen.push(previous);
        return previous;
      },
    });
    await waitFor(() => expect(document.activeElement).toBe(get('first')));
    release();
    await waitFor(() => expect(seen).toEqual([get('outside')]));
  });

  it('activates nothing when released before focus-trap arrives', async () => {
    const { get } = layer();
    get('outside').focus();
    trapFocus(get('layer'), { fallbackFocus: get('content') })();
    await tick();
    // No trap: focus stays where the layer left it, and Tab from the last control is not wrapped.
    expect(document.activeElement).toBe(get('content'));
    get('outside').focus();
    await tick();
    expect(document.activeElement).toBe(get('outside'));
  });
});

describe('focus-trap stays out of component chunks', () => {
  it('no catalogue module imports focus-trap statically (it loads on the first trap)', async () => {
    const offenders: string[] = [];
    for (const entry of await readdir('catalogue', { recursive: true })) {
      if (!/\.tsx?$/.test(entry) || /\.(test|stories)\.tsx?$/.test(entry)) continue;
      const text = await readFile(join('catalogue', entry), 'utf8');
      if (/^import\s+(?!type\b)[^;]*from\s+'(focus-trap|tabbable)'/m.test(text))
        offenders.push(entry);
    }
    expect(offenders).toEqual([]);
  });
});
