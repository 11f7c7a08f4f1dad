/** The runtime's app services: small stores and browser glue the app wires together. */
export { createBrowserContext } from './browser-context.ts';
export type {
  BrowserContext,
  BrowserContextOptions,
  BrowserContextStore,
  BrowserLocation,
  BrowserWindow,
  ViewBreakpoint,
} from './browser-context.ts';
export { environmentFromHost, type Environment } from './environment.ts';
export {
  createInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallOutcome,
  type InstallPrompt,
} from './install-prompt.ts';
export type { Listener } from './listeners.ts';
// PopupLayer is not re-exported: PageView loads it as a chunk of its own when a popup opens.
export type { PopupLayerProps } from './PopupLayer.tsx';
export {
  createPopups,
  DEFAULT_POPUP_CONTAINER,
  type OpenedPopup,
  type OpenPopupOptions,
  type Popup,
  type PopupGroup,
  type PopupOverlay,
  type PopupStore,
} from './popups.ts';
export {
  createProgress,
  PROGRESS_DEFAULT_COLOR,
  PROGRESS_START,
  PROGRESS_STEP,
  PROGRESS_TICK_MS,
  type Progress,
  type ProgressOptions,
} from './progress.ts';
export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export {
  registerServiceWorker,
  serviceWorkerUrl,
  type RegisterServiceWorkerOptions,
} from './service-worker.ts';
export {
  createTheme,
  DARK_CLASS,
  themeStorageKey,
  type Theme,
  type ThemeSource,
  type ThemeStore,
} from './theme.ts';
