/** Pure helpers of the dialog: props made safe, and the layer's classes and CSS variables. */
import type { CSSProperties } from 'react';
import { coerceSettings } from '../coerce-settings.ts';
import { dialogDefinition, type DialogDirection, type DialogProps } from './definition.ts';

/**
 * Every setting of the right type: the runtime already coerces bound values, but a story, a test
 * or a stale page can pass anything, and the dialog must still render (the default instead).
 */
export function dialogSettings(props: unknown, lang: string): DialogProps {
  return coerceSettings<DialogProps>(dialogDefinition, props, lang, 'dialog');
}

/** Where the content slides in from: a sheet from its own side, anything else as set. */
export function slideDirection(s: DialogProps): DialogDirection {
  if (s.type === 'sheet') return s.sideSheet;
  return s.slideInDirection;
}

/** The layer's classes: its type, placement and animation (see Dialog.css). */
export function layerClassName(s: DialogProps, blocking: boolean): string {
  const classes = ['b-dialog-layer', `b-dialog-layer--${s.type}`];
  if (s.type === 'modal') {
    classes.push(`b-dialog-layer--side-${s.sideModal}`);
    if (s.sideModal !== 'custom') classes.push(`b-dialog-layer--align-${s.align}`);
  }
  if (s.type === 'sheet') classes.push(`b-dialog-layer--sheet-${s.sideSheet}`);
  classes.push(`b-dialog-layer--animation-${s.animation}`);
  if (s.animation === 'slide-in') classes.push(`b-dialog-layer--from-${slideDirection(s)}`);
  if (blocking) classes.push('b-dialog-layer--blocking');
  return classes.join(' ');
}

/** Settings the stylesheet reads as custom properties. */
export function layerStyle(s: DialogProps): CSSProperties {
  return {
    '--b-dialog-duration': `${s.animationDuration}ms`,
    '--b-dialog-easing': s.animationEasing,
    '--b-dialog-x': s.customPositionX,
    '--b-dialog-y': s.customPositionY,
  } as CSSProperties;
}

/** Users who ask for less motion get none: the dialog then closes at once. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
