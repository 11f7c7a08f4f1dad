/**
 * Which overrides apply now, in resolution order default < breakpoint < state <
 * breakpoint:state. At mobile width the tablet overrides apply too (as their media queries do),
 * then the mobile ones.
 */
import type { Element } from '@shared/schema/element.ts';

export const BREAKPOINT_KEYS: Readonly<Record<string, readonly string[]>> = {
  desktop: [],
  tablet: ['tablet'],
  mobile: ['tablet', 'mobile'],
};

export function activeOverrideKeys(breakpoint: string, states: readonly string[]): string[] {
  const breakpoints = BREAKPOINT_KEYS[breakpoint] ?? [];
  return [
    ...breakpoints,
    ...states,
    ...breakpoints.flatMap((b) => states.map((state) => `${b}:${state}`)),
  ];
}

/** Whether any override changes props (then the breakpoint or states matter for rendering). */
export function overridesOf(element: Element): {
  breakpointProps: boolean;
  stateProps: readonly string[];
  formulaStyles: boolean;
} {
  let breakpointProps = false;
  const stateProps = new Set<string>();
  let formulaStyles = false;
  for (const [key, override] of Object.entries(element.overrides ?? {})) {
    const [first, second] = key.split(':') as [string, string | undefined];
    const isBreakpoint = first === 'tablet' || first === 'mobile';
    if (override.props && Object.keys(override.props).length > 0) {
      if (isBreakpoint) breakpointProps = true;
      const state = isBreakpoint ? second : first;
      if (state) stateProps.add(state);
    }
    if (isBreakpoint && second === undefined && hasFormula(override.styles)) formulaStyles = true;
  }
  return { breakpointProps, stateProps: [...stateProps], formulaStyles };
}

export function hasFormula(map: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!map) return false;
  for (const value of Object.values(map)) {
    if (typeof value === 'object' && value !== null && '$formula' in value) return true;
  }
  return false;
}
