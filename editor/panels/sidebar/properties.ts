/**
 * The sidebar's model of a component: its settings grouped by `group`, and its style — the
 * shared style descriptors (catalogue/properties) in their groups, where a component's own style
 * property of the same key replaces the shared one (its default and options win, as the runtime
 * writes the component's style defaults first), and the component's other style properties in a
 * group of their own at the top. Built once per definition.
 */
import type { ComponentDefinition, Label, PropertyDefinition } from '@catalogue/define.ts';
import { styleDescriptors } from '@catalogue/properties/index.ts';
import { labelIn } from '@shared/i18n/label.ts';

/** Style groups drawn by a composite editor instead of one row per property. */
export type Composite = 'spacing' | 'border' | 'shadow' | 'background' | 'typography';

const COMPOSITES: Partial<Record<keyof typeof styleDescriptors, Composite>> = {
  spacing: 'spacing',
  borders: 'border',
  shadow: 'shadow',
  background: 'background',
  text: 'typography',
};

export interface SidebarGroup {
  /** Stable id: `settings`, `settings:Icons`, `style:component`, `style:spacing`… */
  id: string;
  /** Null for the component's ungrouped settings (shown first, without a heading). */
  label: Label | null;
  names: string[];
  composite?: Composite;
}

export interface SidebarModel {
  settings: SidebarGroup[];
  style: SidebarGroup[];
  /** Every property of the sidebar by name, per section. */
  properties: {
    settings: Record<string, PropertyDefinition>;
    style: Record<string, PropertyDefinition>;
  };
}

const cache = new WeakMap<ComponentDefinition, SidebarModel>();

export function sidebarModel(definition: ComponentDefinition): SidebarModel {
  const cached = cache.get(definition);
  if (cached) return cached;
  const settings: Record<string, PropertyDefinition> = {};
  const ownStyle: Record<string, PropertyDefinition> = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    if (property.section === 'settings') settings[name] = property;
    else ownStyle[name] = property;
  }

  const settingsGroups: SidebarGroup[] = [];
  const byLabel = new Map<string, SidebarGroup>();
  for (const [name, property] of Object.entries(settings)) {
    const id = property.group ? `settings:${property.group.en}` : 'settings';
    let group = byLabel.get(id);
    if (!group) {
      group = { id, label: property.group ?? null, names: [] };
      byLabel.set(id, group);
      if (property.group) settingsGroups.push(group);
      else settingsGroups.unshift(group);
    }
    group.names.push(name);
  }

  const style: Record<string, PropertyDefinition> = {};
  const shared = new Set<string>();
  const styleGroups: SidebarGroup[] = [];
  for (const [id, group] of Object.entries(styleDescriptors)) {
    const names = Object.keys(group.properties);
    for (const name of names) {
      style[name] = ownStyle[name] ?? group.properties[name]!;
      shared.add(name);
    }
    const composite = COMPOSITES[id as keyof typeof styleDescriptors];
    styleGroups.push({ id: `style:${id}`, label: group.label, names, composite });
  }
  const own = Object.keys(ownStyle).filter((name) => !shared.has(name));
  for (const name of own) style[name] = ownStyle[name]!;
  if (own.length > 0)
    styleGroups.unshift({ id: 'style:component', label: definition.label, names: own });

  const model: SidebarModel = {
    settings: settingsGroups,
    style: styleGroups,
    properties: { settings, style },
  };
  cache.set(definition, model);
  return model;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a property matches a search: its English or French label, or its name. */
export function matchesSearch(name: string, property: PropertyDefinition, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return (
    fold(name).includes(q) ||
    fold(property.label.en).includes(q) ||
    fold(property.label.fr).includes(q)
  );
}

/** The names of a section's properties matching a search. */
export function searchSection(
  properties: Readonly<Record<string, PropertyDefinition>>,
  query: string,
): Set<string> {
  const out = new Set<string>();
  for (const [name, property] of Object.entries(properties))
    if (matchesSearch(name, property, query)) out.add(name);
  return out;
}

/** A label in the editor's language. */
export const pick = labelIn;
