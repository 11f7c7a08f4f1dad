import { DynamicIcon, iconNames, type IconName } from 'lucide-react/dynamic';

const known = new Set<string>(iconNames);
const warned = new Set<string>();

/**
 * A lucide icon by name, its code loaded on demand (one small chunk per icon). An unknown name
 * (a typo, a bound value) shows `fallback` and warns once instead of failing.
 */
export function CarouselIcon({ name, fallback }: { name: string; fallback: IconName }) {
  let icon = fallback;
  if (known.has(name)) icon = name as IconName;
  else if (name !== '' && !warned.has(name)) {
    warned.add(name);
    console.warn(`carousel: "${name}" is not a lucide icon name; showing "${fallback}"`);
  }
  return (
    <DynamicIcon name={icon} className="b-carousel-icon" aria-hidden="true" focusable="false" />
  );
}
