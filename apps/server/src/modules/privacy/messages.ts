import { FRESH_SIGN_IN_MINUTES } from '@elite/shared';

/**
 * Deleting one's account's refusals (CONTRACT.md section 16), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json). A
 * wrong password says what the change of password says; an admin hears the admins' rule.
 */
export const privacyMessages = {
  passwordRequired: 'Enter your password to delete your account',
  signInAgain: `For your safety, sign in again: an account without a password can be deleted only within ${FRESH_SIGN_IN_MINUTES} minutes of signing in`,
} as const;

/** Their api.* keys, each the message of its key in src/locales/en/api.json. */
export const PRIVACY_API_MESSAGES: Record<string, string> = {
  'api.accountDeletionPasswordRequired': privacyMessages.passwordRequired,
  'api.accountDeletionSignInAgain': privacyMessages.signInAgain,
};
