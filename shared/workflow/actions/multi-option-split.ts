/**
 * multi-option-split (value): the value itself; the engine then runs the first branch whose value
 * deep-equals it, else the default branch.
 */
import type { ActionHandler } from '../context.ts';

export const multiOptionSplit: ActionHandler = (config) => config.value;
