import { z } from 'zod';
import { emailSchema, imageUrlSchema } from './auth';
import { SHIPPED_LOCALES } from './locales';
import { clearable, controlCharacter, phoneSchema, plainText } from './contact-fields';

/*
 * Agencies and agents' public profiles (CONTRACT.md section 14): an agency is managed by the
 * admins and has agents (an agent is in one agency at most); an agent writes their own bio,
 * phone and languages. Every text is optional but the agency's name; `null` clears one.
 */

export const MAX_AGENCY_NAME = 120;
export const MAX_AGENCY_ADDRESS = 300;
export const MAX_WEBSITE = 2048;

const website = z
  .string({ error: 'website must be text' })
  .trim()
  .max(MAX_WEBSITE, `website is at most ${MAX_WEBSITE} characters`)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'website must be an https URL');

export const agencyInputShape = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(MAX_AGENCY_NAME, `name is at most ${MAX_AGENCY_NAME} characters`)
    .refine((value) => !controlCharacter.test(value), 'name must be text'),
  logo: imageUrlSchema.nullish(),
  address: clearable(plainText('address', MAX_AGENCY_ADDRESS)),
  phone: clearable(phoneSchema),
  email: emailSchema.nullish(),
  website: clearable(website),
};

/** `POST /api/agencies`. */
export const agencyInputSchema = z.object(agencyInputShape);
export type AgencyInput = z.output<typeof agencyInputSchema>;

/** `PATCH /api/agencies/{id}`: any of them; at least one. */
export const agencyPatchSchema = z
  .object(agencyInputShape)
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Nothing to update');
export type AgencyPatch = z.output<typeof agencyPatchSchema>;

/** `PATCH /api/user/{id}/agency`: the agency an agent is in, or none. */
export const agencyAssignmentSchema = z.object({
  agency_id: z.uuid({ error: 'agency_id must be an agency id or null' }).nullable(),
});

/** An agent as an agency lists them. */
export const agencyAgentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

export const agencySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  agents: z.array(agencyAgentSchema),
  /** The agency's agents' verified listings buyers see. */
  listings_count: z.number().int(),
});
export type Agency = z.infer<typeof agencySchema>;

/** `GET /api/agents/{id}`: an agent's public page. */
export const agentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  languages: z.array(z.enum(SHIPPED_LOCALES)),
  agency: z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
  /** Verified listings buyers see. */
  listings_count: z.number().int(),
  sold_last_12_months: z.number().int(),
  /** The mean of the agent's reviews (1-5, one decimal); null without any. */
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
});
export type AgentProfile = z.infer<typeof agentSchema>;
