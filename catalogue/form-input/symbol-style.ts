/** The currency symbol's colour, size and padding as CSS custom properties. Pure. */
import type { SymbolStyle } from './definition.ts';

const LENGTH = /^\d*\.?\d+(px|em|rem|%)$/;
// A colour name, #hex or a colour function; nothing that could close the declaration.
const COLOR = /^[#a-z0-9(),.%\s-]+$/i;

const length = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? `${value}px`
    : typeof value === 'string' && LENGTH.test(value.trim())
      ? value.trim()
      : undefined;

/** `--b-form-input-symbol-*` variables of the set fields; invalid values are left out. */
export function symbolStyleVars(style: SymbolStyle | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!style || typeof style !== 'object') return vars;
  const color = typeof style.color === 'string' ? style.color.trim() : '';
  if (color && COLOR.test(color)) vars['--b-form-input-symbol-color'] = color;
  const size = length(style.size);
  if (size) vars['--b-form-input-symbol-size'] = size;
  const padding = length(style.padding);
  if (padding) vars['--b-form-input-symbol-padding'] = padding;
  return vars;
}
