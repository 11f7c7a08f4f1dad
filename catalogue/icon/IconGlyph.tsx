/**
 * One lucide icon by its kebab-case name (`chevron-right`), for the Icon component and for any
 * other component that shows an icon (button, carousel…). The icon data is never in the
 * importer's bundle: the name → loader map and each icon are dynamic imports (chunks of their
 * own, from the npm package, no CDN). Until the icon is in, and for an unknown name, it renders
 * an empty box of the same size, so the layout does not jump.
 */
import { createElement, useEffect, useState, type CSSProperties, type ComponentType } from 'react';
import type { LucideProps } from 'lucide-react';
import { warnOnce } from '../warn-once.ts';
import { iconChunkUrl, iconName } from './icon-chunks.ts';

export { iconName } from './icon-chunks.ts';

type IconComponent = ComponentType<LucideProps>;
type IconImports = Readonly<Record<string, () => Promise<{ default: IconComponent }>>>;

export interface IconGlyphProps {
  /** Lucide name in kebab-case, e.g. `chevron-right` (`ChevronRight` is accepted too). */
  name: string;
  /** Width and height: a number of px or a CSS length. Default 24 (lucide's own size). */
  size?: number | string;
  /** CSS colour of the strokes. Default: the text colour around it (`currentColor`). */
  color?: string;
  /** Accessible name; without one the icon is decorative (hidden from assistive technology). */
  label?: string;
}

let imports: Promise<IconImports> | undefined;
/** Icons loaded so far, by name; `null` for a name lucide does not have. */
const loaded = new Map<string, IconComponent | null>();
/**
 * Icons a component ships in its own chunk, for the names it shows by default (a select's caret
 * and clear cross): shown at once, with no download of the name → loader map (30 KB gzip) that
 * only icons chosen by an author need. A name already loaded keeps its component.
 */
export function provideIcons(icons: Readonly<Record<string, IconComponent>>): void {
  for (const [name, icon] of Object.entries(icons)) if (!loaded.has(name)) loaded.set(name, icon);
}

/**
 * The icon in a chunk: its default export, or, where a component also imports the icon (the
 * select's cross), the chunk the build shares exports the icon module's namespace instead.
 */
export function iconOf(module: Record<string, unknown>): IconComponent | undefined {
  if (module['default']) return module['default'] as IconComponent;
  for (const value of Object.values(module)) {
    if (typeof value === 'object' && value !== null && '__iconData' in value && 'default' in value)
      return value.default as IconComponent;
  }
  return undefined;
}

/**
 * The icon's component (cached), or null for an unknown name. A chunk that fails to load
 * (offline) is not cached, so a later render tries again.
 */
export async function loadIcon(name: string): Promise<IconComponent | null> {
  const known = loaded.get(name);
  if (known !== undefined) return known;
  try {
    const url = iconChunkUrl(name);
    if (url) {
      const icon = iconOf((await import(/* @vite-ignore */ url)) as Record<string, unknown>);
      if (icon) {
        loaded.set(name, icon);
        return icon;
      }
    }
    imports ??= import('lucide-react/dynamicIconImports').then(
      (module) => module.default as unknown as IconImports,
    );
    const all = await imports;
    const icon = Object.hasOwn(all, name) ? (await all[name]!()).default : null;
    loaded.set(name, icon);
    if (!icon)
      warnOnce(`icon:${name}`, `IconGlyph: lucide has no icon "${name}"; showing an empty box.`);
    return icon;
  } catch (error) {
    imports = undefined;
    warnOnce(
      `icon:load:${name}`,
      `IconGlyph: could not load the icon "${name}" (${String(error)}).`,
    );
    return null;
  }
}

/** The icon's component once loaded: undefined while loading, null when there is none. */
function useIcon(name: string): IconComponent | null | undefined {
  const [result, setResult] = useState<{ name: string; icon: IconComponent | null }>();
  const cached = name ? loaded.get(name) : null;
  useEffect(() => {
    if (!name || loaded.has(name)) return undefined;
    let live = true;
    void loadIcon(name).then((icon) => {
      if (live) setResult({ name, icon });
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (cached !== undefined) return cached;
  return result?.name === name ? result.icon : undefined;
}

export function IconGlyph({ name, size = 24, color, label }: IconGlyphProps) {
  const icon = useIcon(iconName(name));
  const length = typeof size === 'number' ? `${size}px` : size;
  const style: CSSProperties = {
    display: 'inline-flex',
    flexShrink: 0,
    width: length,
    height: length,
    color,
    lineHeight: 0,
  };
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const state = icon === undefined ? 'loading' : icon ? 'ready' : 'missing';
  return (
    <span
      className="b-icon-glyph"
      data-icon={iconName(name)}
      data-state={state}
      style={style}
      {...a11y}
    >
      {/* The same component object per name (cached), so React keeps the svg between renders. */}
      {icon && createElement(icon, { size: '100%', 'aria-hidden': true, focusable: 'false' })}
    </span>
  );
}
