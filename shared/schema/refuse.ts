import type { z } from 'zod';
import { problemText, type ProblemText } from './problem-texts.ts';

/**
 * A refusal with one of Baobab's problem texts: the English is zod's message, the text itself
 * rides in `params.problem`, where `frenchIssues` finds its French.
 */
export function refuse(
  ctx: z.RefinementCtx,
  text: ProblemText,
  input: unknown,
  path?: PropertyKey[],
): void {
  ctx.addIssue({
    code: 'custom',
    message: problemText(text),
    input,
    ...(path ? { path } : {}),
    params: { problem: text },
  });
}
