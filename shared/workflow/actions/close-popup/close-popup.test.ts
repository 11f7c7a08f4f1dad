import { describe, expect, it } from 'vitest';
import type { ClosePopupRequest, WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

describe('close-popup', () => {
  const closed: ClosePopupRequest[] = [];
  const effects: WorkflowEffects = { closePopup: (request) => void closed.push(request) };

  it('closes one popup with data, or all popups of a component', async () => {
    closed.length = 0;
    await runOne('close-popup', { popupId: 'popup-abc123', data: { ok: 1 } }, { effects });
    await runOne('close-popup', { componentId: 'toast', all: true }, { effects });
    expect(closed).toEqual([
      { popupId: 'popup-abc123', data: { ok: 1 } },
      { componentId: 'toast', all: true, data: undefined },
    ]);
  });

  it('fails without a popup, or without a component to close all of', async () => {
    expect((await runOne('close-popup', {}, { effects })).error?.message).toBe(
      'No popup selected.',
    );
    expect((await runOne('close-popup', { all: true }, { effects })).error?.message).toBe(
      'No popup component selected.',
    );
  });
});
