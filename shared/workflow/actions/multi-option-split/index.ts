/**
 * multi-option-split (value): the value itself; the engine then runs the first branch whose value
 * deep-equals it, else the default branch.
 */
import type { ActionHandler } from '../../context.ts';
import { defineAction } from '../define.ts';

export const multiOptionSplit: ActionHandler = (config) => config.value;

export default defineAction({ type: 'multi-option-split', effects: [], run: multiOptionSplit });
