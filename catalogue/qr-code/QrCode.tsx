import QRCode from 'qrcode';
import type { CSSProperties } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { warnOnce } from '../warn-once.ts';
import { QR_ERROR_LEVELS, type QrCodeProps, type QrErrorLevel } from './definition.ts';

const clamp = (value: unknown, min: number, max: number, fallback: number) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.round(Math.min(max, Math.max(min, number)));
};

/**
 * The code's dark modules as one SVG path (a unit square each), and its width in modules, or
 * null when the value is empty or too long for a QR code. `qrcode` does the encoding (mode,
 * version, Reed–Solomon, mask); this only draws its matrix.
 */
export function qrPath(
  value: string,
  errorCorrection: QrErrorLevel,
  margin: number,
): { path: string; width: number } | null {
  if (!value) return null;
  let modules: { size: number; get(row: number, col: number): number | boolean };
  try {
    modules = QRCode.create(value, { errorCorrectionLevel: errorCorrection }).modules;
  } catch (error) {
    warnOnce(
      `qr-code:${value.length}`,
      `QR code: ${JSON.stringify(value.slice(0, 40))}… cannot be encoded (${String(error)}).`,
    );
    return null;
  }
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  return { path, width: modules.size + margin * 2 };
}

/**
 * A QR code of a text (a booking reference, a link), drawn as SVG: sharp at any size, printable,
 * rendered on the server with the page. A picture (`role="img"`) named by `label`; an empty
 * value leaves an empty square of the same size, so the page does not move when it arrives.
 */
export function QrCode({ props, className, attributes }: CatalogueComponentProps<QrCodeProps>) {
  const size = clamp(props.size, 32, 1024, 192);
  const margin = clamp(props.margin, 0, 10, 4);
  const level = (QR_ERROR_LEVELS as readonly unknown[]).includes(props.errorCorrection)
    ? props.errorCorrection
    : 'M';
  const value = typeof props.value === 'string' ? props.value : String(props.value ?? '');
  const drawn = qrPath(value, level, margin);
  const style = { width: size, height: size, ...attributes?.style } as CSSProperties;
  const name = typeof props.label === 'string' && props.label.trim() ? props.label : 'QR code';
  return (
    <div
      {...attributes}
      className={`b-qr-code ${className}`}
      style={style}
      {...(drawn ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      data-value={drawn ? value : undefined}
    >
      {drawn && (
        <svg
          viewBox={`0 0 ${drawn.width} ${drawn.width}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
          aria-hidden="true"
          focusable="false"
          style={{ display: 'block' }}
        >
          <rect width={drawn.width} height={drawn.width} fill={props.background || '#ffffff'} />
          <path d={drawn.path} fill={props.color || '#000000'} />
        </svg>
      )}
    </div>
  );
}
