import { newsletterBodySchema } from '@elite/shared';

/**
 * The newsletter form's check, with the shared schema the server applies. A file of its own so
 * that zod loads when a visitor starts typing an address, not with every page.
 */
export function checkNewsletterEmail(email: string): { email: string } | { error: string } {
  const result = newsletterBodySchema.safeParse({ email });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? 'Email is required' };
}
