import { figuresMessages } from '@elite/shared';

/**
 * The figures calls' refusals (CONTRACT.md section 14), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 */
export const FIGURES_API_MESSAGES: Record<string, string> = {
  'api.figuresFromAfterTo': figuresMessages.fromAfterTo,
  'api.figuresRangeTooLong': figuresMessages.rangeTooLong,
};
