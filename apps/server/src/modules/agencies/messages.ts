/**
 * The agency and agent calls' refusals (CONTRACT.md section 14), in English as the API sends
 * them; lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 */
export const agencyMessages = {
  agencyNotFound: 'Agency not found',
  agentNotFound: 'Agent not found',
  onlyAgents: 'Only an agent can be in an agency',
  profileOnlyAgents: 'Only an agent has a public profile (bio, phone, languages)',
} as const;

/** Their api.* keys, each the message of its key in src/locales/en/api.json. */
export const AGENCY_API_MESSAGES: Record<string, string> = {
  'api.agencyNotFound': agencyMessages.agencyNotFound,
  'api.agentNotFound': agencyMessages.agentNotFound,
  'api.agencyOnlyAgents': agencyMessages.onlyAgents,
  'api.profileOnlyAgents': agencyMessages.profileOnlyAgents,
  // The shared schema's (packages/shared/src/agencies.ts).
  'api.phoneInvalid': 'phone must be a phone number',
  'api.websiteHttps': 'website must be an https URL',
  'api.agencyIdInvalid': 'agency_id must be an agency id or null',
};
