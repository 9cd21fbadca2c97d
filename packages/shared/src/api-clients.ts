import { z } from 'zod';
import { controlCharacter } from './contact-fields';

/*
 * API clients of the RESO Web API (CONTRACT.md section 15): an admin creates one by name and is
 * shown its secret once, lists them (never a secret) and revokes one.
 */

export const MAX_API_CLIENT_NAME = 100;

/** The refusals the schemas answer, in English (the API translates them). */
export const apiClientMessages = {
  nameRequired: 'name is required',
  nameTooLong: `name is at most ${MAX_API_CLIENT_NAME} characters`,
  nameNotText: 'name must be text',
} as const;

/** `POST /api/api-clients`. */
export const apiClientBodySchema = z.object({
  name: z
    .string({ error: apiClientMessages.nameNotText })
    .trim()
    .min(1, apiClientMessages.nameRequired)
    .max(MAX_API_CLIENT_NAME, apiClientMessages.nameTooLong)
    .refine((value) => !controlCharacter.test(value), apiClientMessages.nameNotText),
});
export type ApiClientBody = z.infer<typeof apiClientBodySchema>;

/** Its answer: the only time the secret is shown. */
export const apiClientCreatedSchema = z.object({
  insertedId: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
});
export type ApiClientCreated = z.infer<typeof apiClientCreatedSchema>;

/** A client as `GET /api/api-clients` lists it: no secret. */
export const apiClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;
