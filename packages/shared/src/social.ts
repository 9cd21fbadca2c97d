import { z } from 'zod';
import { stringError } from './form-input';
import { messages, socialSignInMessages } from './messages';

/** The social sign-in providers (CONTRACT.md section 3). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `POST /api/auth/exchange`: the one-time code that ended a social sign-in. */
export const exchangeBodySchema = z.object({
  code: z
    .string({ error: stringError('code') })
    .trim()
    .min(1, 'code is required')
    .max(200, 'code is too long'),
});
export type ExchangeBody = z.infer<typeof exchangeBodySchema>;

/** Every text the server may send in `/login?error=`; anything else is not shown as is. */
export const socialSignInErrors: readonly string[] = [
  messages.socialNotConfigured,
  ...Object.values(socialSignInMessages),
];
