import { DynamicIcon, iconNames, type IconName } from 'lucide-react/dynamic';
import { warnOnce } from '../warn-once.ts';

const known = new Set<string>(iconNames);

/**
 * A lucide icon by name, its code loaded on demand (one small chunk per icon). An unknown name
 * (a typo, a bound value) shows `fallback` and warns once instead of failing.
 */
export function CarouselIcon({ name, fallback }: { name: string; fallback: IconName }) {
  let icon = fallback;
  if (known.has(name)) icon = name as IconName;
  else if (name !== '')
    warnOnce(
      `carousel-icon:${name}`,
      `carousel: "${name}" is not a lucide icon name; showing "${fallback}"`,
    );
  return (
    <DynamicIcon name={icon} className="b-carousel-icon" aria-hidden="true" focusable="false" />
  );
}
