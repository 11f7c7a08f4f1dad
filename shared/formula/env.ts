/**
 * One evaluation's state: the scope, the step budget and the injected clock, locale and logger.
 * Formula-made functions (arrows, site formulas) run against the evaluation active when they are
 * called, so a helper that calls back into the formula shares its budget.
 */
import { FormulaError } from './errors.ts';

/** What a formula can name: variables, collections, formulas, plugin variables and context. */
export interface FormulaScope {
  /** Variable values, keyed by variable id (and by name where the runtime adds it). */
  readonly variables?: Readonly<Record<string, unknown>>;
  /** Collection states `{ data, total, isFetching, isFetched, … }`, keyed like variables. */
  readonly collections?: Readonly<Record<string, unknown>>;
  /** Site formulas made by `createFormulaFunctions`, called as `formulas.cartTotal(items)`. */
  readonly formulas?: Readonly<Record<string, unknown>>;
  /** Plugin variables by plugin: `plugins.auth.user`, `plugins.auth.isAuthenticated`. */
  readonly plugins?: Readonly<Record<string, unknown>>;
  /** item, index, page, browser, workflow results, user, event, parameters… */
  readonly context?: Readonly<Record<string, unknown>>;
  readonly [root: string]: unknown;
}

export interface EvaluateOptions {
  /** Steps one evaluation may take before it is stopped (default 1,000,000). */
  stepLimit?: number;
  /** Locale of number and date helpers when a formula gives none (default `en`). */
  locale?: string;
  /** The clock of date helpers (default the system clock). */
  now?: () => Date;
  /** Where deprecation notes and warnings go (default `console.warn`). */
  warn?: (message: string) => void;
}

export const DEFAULT_STEP_LIMIT = 1_000_000;
/** Site formulas calling each other deeper than this are stopped (a formula calling itself). */
export const MAX_CALL_DEPTH = 64;

export class Env {
  steps = 0;
  depth = 0;
  readonly limit: number;
  readonly locale: string;
  private readonly clock: (() => Date) | undefined;
  private readonly logger: ((message: string) => void) | undefined;

  constructor(
    readonly scope: FormulaScope,
    options?: EvaluateOptions,
  ) {
    this.limit = options?.stepLimit ?? DEFAULT_STEP_LIMIT;
    this.locale = options?.locale ?? 'en';
    this.clock = options?.now;
    this.logger = options?.warn;
  }

  now(): Date {
    return this.clock ? this.clock() : new Date();
  }

  warn(message: string): void {
    if (this.logger) this.logger(message);
    else console.warn(message);
  }

  /** Counts `n` steps; over the budget the formula stops with a clear error. */
  charge(n: number): void {
    this.steps += n;
    if (this.steps > this.limit) {
      throw new FormulaError(
        `Formula stopped: it took more than ${this.limit.toLocaleString('en')} steps (a list too long, or a formula calling itself?)`,
      );
    }
  }
}

let active: Env | undefined;

/** The evaluation running now; site formulas called from inside it share its budget. */
export function activeEnv(): Env | undefined {
  return active;
}

/** Makes `env` the active evaluation and returns the one it replaces, to give back after. */
export function enter(env: Env | undefined): Env | undefined {
  const previous = active;
  active = env;
  return previous;
}
