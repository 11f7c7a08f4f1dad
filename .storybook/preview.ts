import type { Preview } from '@storybook/react-vite';
import { applyStoryTheme, DEFAULT_STORY_THEME } from './theme.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The introduction first: the root URL opens it.
    options: { storySort: { order: ['Introduction', 'Catalogue'] } },
  },
  globalTypes: {
    theme: {
      description: 'The site theme stories render in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'storefront', title: 'Storefront (Baobab Basket)' },
          { value: 'neutral', title: 'Neutral' },
          { value: 'dark', title: 'Dark mode' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_STORY_THEME },
  // Every story in the chosen theme, as the runtime applies it (`theme.ts`).
  decorators: [
    (Story, context) => {
      applyStoryTheme(context.globals.theme);
      return Story();
    },
  ],
};

export default preview;
