/**
 * Mention suggestions: the items offered for a query, and a small store between TipTap's
 * suggestion plugin (which calls `start`/`update`/`exit`/`keyDown`) and the React list.
 */
import { readPath, splitPath } from '@shared/collections/path.ts';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';

export interface MentionItem {
  id: string;
  label: string;
}

export interface MentionSettings {
  list: unknown;
  count: number;
  idPath: string;
  labelPath: string;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The list's items whose label contains the query (case-insensitive), at most `count` (1–20).
 * Items without a label are skipped; one without an id uses its label.
 */
export function mentionItems(settings: MentionSettings, query: string): MentionItem[] {
  const list = Array.isArray(settings.list) ? settings.list : [];
  const count = Number.isFinite(settings.count)
    ? Math.min(20, Math.max(1, Math.round(settings.count)))
    : 5;
  const idPath = splitPath(settings.idPath || 'id');
  const labelPath = splitPath(settings.labelPath || 'label');
  const wanted = query.trim().toLowerCase();
  const items: MentionItem[] = [];
  for (const entry of list) {
    const label = asText(readPath(entry, labelPath)).trim();
    if (!label || !label.toLowerCase().includes(wanted)) continue;
    items.push({ id: asText(readPath(entry, idPath)) || label, label });
    if (items.length >= count) break;
  }
  return items;
}

export interface SuggestionView {
  items: MentionItem[];
  selected: number;
  choose: (item: MentionItem) => void;
  mount: SuggestionProps['mount'] | null;
}

type Listener = () => void;

/** What the React list shows; null when no suggestion is open. */
export class MentionMenu {
  private view: SuggestionView | null = null;
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  snapshot = () => this.view;

  private set(view: SuggestionView | null) {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  show = (props: SuggestionProps<MentionItem, MentionItem>) => {
    const selected = Math.min(this.view?.selected ?? 0, Math.max(0, props.items.length - 1));
    this.set({
      items: props.items,
      selected,
      choose: (item) => props.command(item),
      mount: typeof props.mount === 'function' ? props.mount : null,
    });
  };

  hide = () => this.set(null);

  select = (index: number) => {
    if (this.view) this.set({ ...this.view, selected: index });
  };

  /** Arrow keys move, Enter or Tab choose (the plugin closes on Escape); others go to the editor. */
  keyDown = ({ event }: SuggestionKeyDownProps): boolean => {
    const view = this.view;
    if (!view || view.items.length === 0) return false;
    const count = view.items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.select((view.selected + step + count) % count);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      view.choose(view.items[view.selected]!);
      return true;
    }
    return false;
  };

  /** The renderer TipTap's suggestion plugin calls. */
  render = () => ({
    onStart: (props: SuggestionProps<MentionItem, MentionItem>) => {
      this.view = null;
      this.show(props);
    },
    onUpdate: this.show,
    onExit: this.hide,
    onKeyDown: this.keyDown,
  });
}
