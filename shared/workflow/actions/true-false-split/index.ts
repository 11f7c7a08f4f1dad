/**
 * true-false-split (condition): the condition as a boolean (JavaScript truthiness); the engine
 * then runs the branch whose value is `true` or `false`.
 */
import type { ActionHandler } from '../../context.ts';
import { defineAction } from '../define.ts';

export const trueFalseSplit: ActionHandler = (config) => Boolean(config.condition);

export default defineAction({ type: 'true-false-split', effects: [], run: trueFalseSplit });
