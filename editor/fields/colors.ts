/**
 * Colour texts for the picker: react-colorful works in hex (`#rrggbbaa`), authors type any CSS
 * colour. Named colours and other notations show as typed; the picker then starts from black.
 */
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

const byte = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** A hex colour for the picker, from hex or `rgb()`/`rgba()`; null for anything else. */
export function toHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (HEX.test(text)) return text.toLowerCase();
  const match = RGB.exec(text);
  if (!match) return null;
  const [, r, g, b, a] = match;
  const hex = `#${byte(Number(r))}${byte(Number(g))}${byte(Number(b))}`;
  if (a === undefined) return hex;
  const alpha = a.endsWith('%') ? Number(a.slice(0, -1)) / 100 : Number(a);
  return alpha >= 1 ? hex : `${hex}${byte(alpha * 255)}`;
}
