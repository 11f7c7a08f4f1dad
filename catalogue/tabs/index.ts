export { Tabs } from './Tabs.tsx';
export { tabsDefinition, type TabsProps } from './definition.ts';
