/** The app services of one running site, created once (theme, browser context, popups…). */
import type { BootData } from '@shared/schema/compose.ts';
import {
  createBrowserContext,
  createInstallPrompt,
  createPopups,
  createProgress,
  createTheme,
  environmentFromHost,
  type BrowserContextStore,
  type Environment,
  type InstallPrompt,
  type PopupStore,
  type Progress,
  type ThemeStore,
} from '../services/index.ts';

export interface AppServices {
  environment: Environment;
  theme: ThemeStore;
  browser: BrowserContextStore;
  progress: Progress;
  popups: PopupStore;
  installPrompt: InstallPrompt;
  dispose(): void;
}

export function createServices(boot: BootData): AppServices {
  const environment = environmentFromHost(window.location.hostname, boot.environment);
  const theme = createTheme({ siteId: boot.siteId, defaultTheme: boot.app.site.defaultTheme });
  const browser = createBrowserContext({ window, environment, theme });
  const installPrompt = createInstallPrompt(window);
  return {
    environment,
    theme,
    browser,
    progress: createProgress(),
    popups: createPopups(),
    installPrompt,
    dispose() {
      browser.dispose();
      installPrompt.dispose();
    },
  };
}
