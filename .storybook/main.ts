import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { alias } from '../vite.config.ts';

const config: StorybookConfig = {
  stories: ['../catalogue/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No "Get started" checklist in the sidebar, nor its guide in the menu: designers browse.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Same aliases as the app and the tests, so stories import exactly what the runtime does.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias } }),
};

export default config;
