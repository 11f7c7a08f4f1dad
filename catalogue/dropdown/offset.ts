/**
 * A dropdown offset (`12px`, `50%`) in px: a % is of the trigger's size along the same axis.
 * Unset or unreadable offsets are 0 (the definition's coercion already warned about bound values
 * that did not fit); `problem` says why a value was refused, for the component's own warning.
 */
export function offsetInPx(value: unknown, size: number): { px: number; problem: string | null } {
  if (value === null || value === undefined || value === '') return { px: 0, problem: null };
  const match = typeof value === 'string' ? /^(-?\d*\.?\d+)\s*(px|%)$/i.exec(value.trim()) : null;
  if (!match)
    return { px: 0, problem: `offset ${JSON.stringify(value)} is not a length in px or %` };
  const number = Number(match[1]);
  return { px: match[2] === '%' ? (number / 100) * size : number, problem: null };
}

/**
 * Floating UI's offset for a side: along the side (away from the trigger) and across it. Below
 * or above the trigger, offsetY is the gap and offsetX the shift; beside it, the other way round.
 */
export function sideOffsets(
  side: 'top' | 'right' | 'bottom' | 'left',
  x: number,
  y: number,
): { mainAxis: number; crossAxis: number } {
  return side === 'top' || side === 'bottom'
    ? { mainAxis: y, crossAxis: x }
    : { mainAxis: x, crossAxis: y };
}
