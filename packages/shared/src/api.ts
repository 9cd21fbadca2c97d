import { z } from 'zod';

/** Every error response of the API: `{ message }` (CONTRACT.md section 2). */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

export const publicConfigSchema = z.object({
  siteName: z.string(),
  payments: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().optional(),
  /** RESERVATION_DEPOSIT_PERCENT: what a card pays of an offer above the card cap. */
  reservationDepositPercent: z.number(),
  providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export { TOKEN_STORAGE_KEY } from './session';
