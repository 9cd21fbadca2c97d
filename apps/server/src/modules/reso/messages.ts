/**
 * The API clients' refusals (CONTRACT.md section 15), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 * The OAuth2 token endpoint and the OData service answer machines in their standards' own
 * error formats (RFC 6749 section 5.2, OData JSON errors), in English.
 */
export const resoMessages = {
  clientNotFound: 'API client not found',
} as const;

/** Their api.* keys, each the message of its key in en/api.json. */
export const API_CLIENT_API_MESSAGES: Record<string, string> = {
  'api.apiClientNotFound': resoMessages.clientNotFound,
};
