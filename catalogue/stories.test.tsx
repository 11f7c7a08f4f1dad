/**
 * Every story of the catalogue renders (portable stories): the same stories designers browse in
 * Storybook, composed with their args and rendered here without console errors.
 */
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
/** What this test uses of a composed story. */
interface RunnableStory {
  run(context: { canvasElement: HTMLElement }): Promise<void>;
}
const modules = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });

afterEach(() => document.body.replaceChildren());

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, RunnableStory]>;

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s renders without console errors', async (_name, Story) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Story.run({ canvasElement });
    expect(canvasElement.firstElementChild).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
