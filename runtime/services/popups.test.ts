import { describe, expect, it } from 'vitest';
import { createPopups } from './popups.ts';

/** Random bytes from a fixed list, so ids are predictable. */
function sequence(...bytes: number[]) {
  let next = 0;
  return (target: Uint8Array) => {
    for (let i = 0; i < target.length; i++) target[i] = bytes[next++ % bytes.length]!;
    return target;
  };
}

describe('createPopups', () => {
  it('opens popups with ids `popup-` + 6 characters of a-z0-9', () => {
    const popups = createPopups();
    const ids = new Set(Array.from({ length: 50 }, () => popups.open({ componentId: 'cart' }).id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^popup-[a-z0-9]{6}$/);
  });

  it('maps random bytes to characters without bias and never repeats an open id', () => {
    // 252-255 are skipped; 0 → a, 35 → 9, 36 → a again.
    const popups = createPopups({ randomBytes: sequence(0, 255, 35, 36, 1, 2, 3) });
    expect(popups.open({ componentId: 'c' }).id).toBe('popup-a9abcd');
    const same = createPopups({ randomBytes: sequence(0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1) });
    expect(same.open({ componentId: 'c' }).id).toBe('popup-aaaaaa');
    expect(same.open({ componentId: 'c' }).id).toBe('popup-bbbbbb');
  });

  it('closes with data, resolving the waiting caller', async () => {
    const popups = createPopups();
    const { id, closed } = popups.open({ componentId: 'confirm', props: { title: 'Sure?' } });
    expect(popups.list()).toEqual([
      {
        id,
        componentId: 'confirm',
        props: { title: 'Sure?' },
        container: 'default',
        overlay: null,
      },
    ]);
    expect(popups.close(id, { confirmed: true })).toBe(true);
    expect(popups.list()).toEqual([]);
    await expect(closed).resolves.toEqual({ confirmed: true });
    expect(popups.close(id, 'again')).toBe(false);
  });

  it('closes every popup of a component, and only those', async () => {
    const popups = createPopups();
    const a = popups.open({ componentId: 'toast' });
    const b = popups.open({ componentId: 'cart' });
    const c = popups.open({ componentId: 'toast' });
    popups.closeAll('toast', 'done');
    expect(popups.list().map((p) => p.id)).toEqual([b.id]);
    await expect(Promise.all([a.closed, c.closed])).resolves.toEqual(['done', 'done']);
  });

  it('groups by container in opening order, with a new array on each change only', () => {
    const popups = createPopups();
    const seen: number[] = [];
    popups.subscribe((groups) => seen.push(groups.length));
    expect(popups.getGroups()).toEqual([]);
    const a = popups.open({ componentId: 'x', container: 'main' });
    const b = popups.open({ componentId: 'y' });
    const c = popups.open({
      componentId: 'z',
      container: 'main',
      overlay: { background: '#0008' },
    });
    const groups = popups.getGroups();
    expect(popups.getGroups()).toBe(groups);
    expect(groups.map((g) => [g.container, g.popups.map((p) => p.id)])).toEqual([
      ['main', [a.id, c.id]],
      ['default', [b.id]],
    ]);
    expect(groups[0]!.popups[1]!.overlay).toEqual({ background: '#0008' });
    popups.close(a.id);
    expect(popups.getGroups()).not.toBe(groups);
    popups.closeAll('nothing-open');
    expect(seen).toEqual([1, 2, 2, 2]);
  });
});
