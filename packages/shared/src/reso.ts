import { z } from 'zod';

/*
 * The RESO Web API's answers (CONTRACT.md section 15): RFC 6749's token answer and errors, and
 * OData's JSON documents and error format. Entities are the RESO Data Dictionary's fields,
 * described by `$metadata` rather than here.
 */

/** `POST /reso/token` (RFC 6749 section 5.1). */
export const resoTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** Its refusals (RFC 6749 section 5.2). */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type']),
  error_description: z.string().optional(),
});

/** An OData JSON error (OData JSON Format 4.0 section 21.1). */
export const odataErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    target: z.string().optional(),
    details: z.array(z.unknown()),
  }),
});

/** The token endpoint's form (`application/x-www-form-urlencoded`). */
export const resoTokenBodySchema = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  scope: z.string().optional(),
});

/** The service document, a collection page, or one entity. */
export const odataDocumentSchema = z
  .object({
    '@odata.context': z.string(),
    '@odata.count': z.number().int().optional(),
    '@odata.nextLink': z.string().optional(),
    value: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .catchall(z.unknown());

/** The query options of a resource (RESO Web API Core 2.5). */
export const odataQuerySchema = z
  .object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.string().optional(),
    $skip: z.string().optional(),
    $count: z.string().optional(),
  })
  .catchall(z.unknown());
