/**
 * The left panel's tabs, and a way for any part of the workspace to open one (the Publish
 * dialog opens the Plugins tab at a plugin whose settings are wrong).
 */
import { createContext, useContext } from 'react';

export const LEFT_TABS = ['add', 'navigator', 'pages', 'data', 'workflows', 'plugins'] as const;
export type LeftTab = (typeof LEFT_TABS)[number];

export const OpenLeftPanelContext = createContext<(tab: LeftTab) => void>(() => {});

/** Opens a tab of the left panel (nothing outside a workspace). */
export const useOpenLeftPanel = () => useContext(OpenLeftPanelContext);
