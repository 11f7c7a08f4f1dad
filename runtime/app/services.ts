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
  type BrowserWindow,
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

/** What the services read of `window`: the server renders a page with a stand-in (`ssr.tsx`). */
export type ServicesWindow = BrowserWindow &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function createServices(boot: BootData, win: ServicesWindow = window): AppServices {
  const environment = environmentFromHost(win.location.hostname, boot.environment);
  const theme = createTheme({ siteId: boot.siteId, defaultTheme: boot.app.site.defaultTheme });
  const browser = createBrowserContext({ window: win, environment, theme });
  const installPrompt = createInstallPrompt(win);
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
