import { z } from 'zod';
import { stringError } from './form-input';
import { isAcceptableImageUrl } from './image-urls';
import { SHIPPED_LOCALES } from './locales';
import { agentProfileShape } from './contact-fields';
import { identityMessages, messages } from './messages';

/** At least 6 characters, one uppercase letter and one special character (SPEC.md section 5). */
export const PASSWORD_MIN_LENGTH = 6;
const passwordPattern = /^(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{6,}$/;

export const emailSchema = z
  .string({ error: stringError('Email') })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

/** A photo or property image: an https URL, or an image stored on this site (isAcceptableImageUrl). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine(isAcceptableImageUrl, messages.imageUrlInvalid);

export const passwordSchema = z
  .string({ error: stringError('Password') })
  .min(1, 'Password is required')
  .max(256, 'Password is too long')
  .regex(passwordPattern, messages.passwordPolicy);

// A name goes into e-mail headers and calendar files, where a line break starts a new field.
// NUL is left to the server's site-wide refusal of NUL, which names it (security.ts).
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlCharacter = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;

export const nameSchema = z
  .string({ error: stringError('Name') })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is at most 100 characters')
  .refine((value) => !controlCharacter.test(value), identityMessages.nameControlCharacters);

/**
 * An account's language (CONTRACT.md section 11): a shipped locale here; the server also refuses
 * one its site does not offer (SITE_LOCALES), with the same message.
 */
export const localeSchema = z.enum(SHIPPED_LOCALES, {
  error: `must be one of ${SHIPPED_LOCALES.join(', ')}`,
});

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  photoURL: imageUrlSchema.optional(),
  /** The locale of the page the account registers from; absent: the browser's Accept-Language. */
  locale: localeSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * A code e-mailed by `POST /api/auth/login-code`, as typed: case, spaces and dashes do not
 * matter (the code's alphabet has neither 0/O nor 1/I/L).
 */
export const signInCodeSchema = z
  .string({ error: stringError('code') })
  .max(40, 'The sign-in code is too long')
  .transform((value) => value.toUpperCase().replace(/[\s-]+/g, ''));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: stringError('Password') })
    .min(1, 'Password is required')
    .max(256),
  /** Lets the sign-in past the account-wide slow-down, with the cookie of the browser that asked. */
  code: signInCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST /api/auth/login-code`: where to send a sign-in code; the answer is the same for any address. */
export const loginCodeBodySchema = z.object({ email: emailSchema });
export const loginCodeResultSchema = z.object({ message: z.string() });

export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    photoURL: imageUrlSchema.optional(),
    /** The account's language: its e-mails and the pages it is shown (CONTRACT.md section 11). */
    locale: localeSchema.optional(),
    /** An agent's public profile (CONTRACT.md section 14); `null` or empty clears one. */
    ...agentProfileShape,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The signed-in identity as the web app sees it (SPEC.md section 3). */
export const identitySchema = z.object({
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  /** The owner proved the address: a link e-mailed to it was opened, or a provider vouched. */
  emailVerified: z.boolean(),
  /**
   * The account's language: the one chosen, else the site's default locale. The server always
   * answers it; optional so that an identity made before it (a stored or test one) still reads.
   */
  locale: z.enum(SHIPPED_LOCALES).optional(),
  /** An agent's public profile as they wrote it (CONTRACT.md section 14): answered to agents only. */
  agentProfile: z
    .object({
      bio: z.string().nullable(),
      phone: z.string().nullable(),
      languages: z.array(z.enum(SHIPPED_LOCALES)),
    })
    .optional(),
});
export type Identity = z.infer<typeof identitySchema>;

export const authResultSchema = z.object({ token: z.string(), user: identitySchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** A token from an e-mailed link (`/verify-email?token=`, `/reset-password?token=`). */
const linkTokenSchema = z
  .string({ error: stringError('token') })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is too long');

/** `POST /api/auth/verify-email` (CONTRACT.md section 3). */
export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export const verifiedResultSchema = z.object({ user: identitySchema });

/** `POST /api/auth/password-reset`: where to send the link. */
export const passwordResetBodySchema = z.object({ email: emailSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmBodySchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** `POST /api/auth/password`: signed in, the current password and the new one. */
export const passwordChangeBodySchema = z.object({
  current_password: z
    .string({ error: stringError('current_password') })
    .min(1, 'current_password is required')
    .max(256),
  password: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const jwtBodySchema = z.object({ email: z.string().max(254).optional() });
export const tokenResultSchema = z.object({ token: z.string() });

export const USER_ROLES = ['user', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['Verified', 'fraud'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const saveUserBodySchema = z.object({
  email: z.string().max(254).optional(),
  name: z.string().max(100).optional(),
  // Not stored here (the profile is PATCH /api/auth/me), but a bad one is refused all the same.
  photoURL: imageUrlSchema.nullish(),
  role: z.string().max(20).optional(),
  status: z.string().max(20).optional(),
});

export const roleStatusSchema = z.object({
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
});
export type RoleStatus = z.infer<typeof roleStatusSchema>;

export const userRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
