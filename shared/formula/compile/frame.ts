/**
 * Values of arrow parameters (and a site formula's parameters). The first three live in fields,
 * so calling a one- or two-parameter arrow allocates one small object and no array: arrows run
 * once per item of a list, and this is their hot path.
 */
import type { Env } from '../env.ts';

export class Frame {
  constructor(
    public s0: unknown,
    public s1: unknown,
    public s2: unknown,
    /** Parameters from the fourth on. */
    public more: readonly unknown[] | undefined,
    readonly up: Frame | undefined,
  ) {}
}

export function frameOf(values: readonly unknown[], up: Frame | undefined): Frame {
  return new Frame(
    values[0],
    values[1],
    values[2],
    values.length > 3 ? values.slice(3) : undefined,
    up,
  );
}

export type Compiled = (env: Env, frame: Frame | undefined) => unknown;

/** Parameter names visible at a point of the tree, innermost first. */
export interface Lexical {
  readonly names: readonly string[];
  readonly up: Lexical | undefined;
}

/** Where `name` lives: frames up and slot, or undefined when it is not a parameter. */
export function lookup(
  name: string,
  lexical: Lexical | undefined,
): { depth: number; index: number } | undefined {
  let depth = 0;
  for (let scope = lexical; scope; scope = scope.up, depth++) {
    const index = scope.names.indexOf(name);
    if (index !== -1) return { depth, index };
  }
  return undefined;
}

function slotOf(frame: Frame, index: number): unknown {
  switch (index) {
    case 0:
      return frame.s0;
    case 1:
      return frame.s1;
    case 2:
      return frame.s2;
    default:
      return frame.more?.[index - 3];
  }
}

/** A reader of one parameter, specialised for the common cases (own frame, first slots). */
export function slotReader(depth: number, index: number): Compiled {
  if (depth === 0) {
    if (index === 0) return (_env, frame) => frame!.s0;
    if (index === 1) return (_env, frame) => frame!.s1;
    return (_env, frame) => slotOf(frame!, index);
  }
  return (_env, frame) => {
    let f = frame!;
    for (let i = 0; i < depth; i++) f = f.up!;
    return slotOf(f, index);
  };
}

/**
 * The function an arrow evaluates to; fixed arities avoid a rest array per call. When the body
 * holds no arrow of its own (`i => i.price * i.quantity`), nothing can keep its frame beyond a
 * call, and the body cannot re-enter this function, so one frame is reused for every call.
 * Calls are not counted here: whatever calls an arrow (a helper, a list method, a call in the
 * formula) has already counted the items it will call it for.
 */
export function arrowFunction(
  arity: number,
  body: Compiled,
  env: Env,
  up: Frame | undefined,
  reuseFrame: boolean,
): (...args: unknown[]) => unknown {
  if (reuseFrame && arity <= 3) {
    const frame = new Frame(undefined, undefined, undefined, undefined, up);
    return (a?: unknown, b?: unknown, c?: unknown) => {
      frame.s0 = a;
      frame.s1 = b;
      frame.s2 = c;
      return body(env, frame);
    };
  }
  switch (arity) {
    case 0:
    case 1:
      return (a?: unknown) => {
        return body(env, new Frame(a, undefined, undefined, undefined, up));
      };
    case 2:
    case 3:
      return (a?: unknown, b?: unknown, c?: unknown) => {
        return body(env, new Frame(a, b, c, undefined, up));
      };
    default:
      return (...args: unknown[]) => {
        return body(env, frameOf(args, up));
      };
  }
}
