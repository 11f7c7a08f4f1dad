import { describe, expect, it } from 'vitest';
import type { OpenPopupRequest, WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

function popups() {
  const opened: OpenPopupRequest[] = [];
  let close: (data: unknown) => void = () => undefined;
  const effects: WorkflowEffects = {
    openPopup: (request) => {
      opened.push(request);
      return { id: 'popup-abc123', closed: new Promise((resolve) => (close = resolve)) };
    },
  };
  return { opened, effects, close: (data: unknown) => close(data) };
}

describe('open-popup', () => {
  it('opens the component with its props; result: the popup id', async () => {
    const { opened, effects } = popups();
    const outcome = await runOne(
      'open-popup',
      { popupId: 'login-modal', props: { step: 2 } },
      { effects },
    );
    expect(opened).toEqual([{ componentId: 'login-modal', props: { step: 2 } }]);
    expect(outcome.result).toBe('popup-abc123');
  });

  it('with waitForClose, resolves with the data it was closed with', async () => {
    const { effects, close } = popups();
    const pending = runOne('open-popup', { popupId: 'confirm', waitForClose: true }, { effects });
    await new Promise((resolve) => setTimeout(resolve, 5));
    close({ confirmed: true });
    expect((await pending).result).toEqual({ confirmed: true });
  });

  it('fails without a popup', async () => {
    const { effects } = popups();
    expect((await runOne('open-popup', {}, { effects })).error?.message).toBe('No popup selected.');
  });
});
