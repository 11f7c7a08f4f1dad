/** The icons a page names as text, known from its data alone (no formula evaluated). */
import type { PageData } from '@shared/schema/compose.ts';
import { iconName } from '@catalogue/icon/icon-chunks.ts';

/**
 * The lucide icons the page's elements name as plain text (an icon's `icon`, a button's left and
 * right icons when shown): the runtime would look each up in lucide's name → loader map.
 */
export function pageIcons(data: PageData): string[] {
  const names = new Set<string>();
  const add = (value: unknown) => {
    const name = iconName(value);
    if (/^[a-z0-9-]+$/.test(name)) names.add(name);
  };
  for (const element of Object.values(data.wwObjects)) {
    const props = element.props ?? {};
    if (element.type === 'icon') add(props['icon']);
    if (element.type === 'button') {
      if (props['leftIcon'] === true) add(props['leftIconName']);
      if (props['rightIcon'] === true) add(props['rightIconName']);
    }
  }
  return [...names];
}
