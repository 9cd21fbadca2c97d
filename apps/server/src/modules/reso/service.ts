import type { Database } from '../../db/client';
import * as clients from './clients';
import type { ResoResource } from './field-map';
import { metadataXml, serviceDocument as document } from './metadata';
import { ODataError, badQuery } from './odata-error';
import { collectionQuery, selectedFields } from './query';
import * as repo from './repository';

/*
 * The RESO Web API (CONTRACT.md section 15): the token endpoint's rules (RFC 6749 section 4.4)
 * and the OData service's answers (RESO Web API Core 2.0.0), read-only (decision 072).
 */

export type TokenResult =
  | { access_token: string; token_type: 'Bearer'; expires_in: number }
  | {
      status: 400 | 401;
      error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';
      description: string;
    };

/** HTTP Basic credentials (RFC 6749 section 2.3.1: each form-urlencoded, then base64). */
function basicCredentials(header: string): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    const part = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
    return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

const invalidClient = {
  status: 401,
  error: 'invalid_client',
  description: 'Unknown client, wrong secret, or revoked client',
} as const;

/** `POST /reso/token`: a client's credentials for an hour's access token. */
export async function token(
  db: Database,
  authorization: string | undefined,
  body: { grant_type?: string; client_id?: string; client_secret?: string },
  now: Date,
): Promise<TokenResult> {
  if (!body.grant_type) {
    return { status: 400, error: 'invalid_request', description: 'grant_type is required' };
  }
  if (body.grant_type !== 'client_credentials') {
    return {
      status: 400,
      error: 'unsupported_grant_type',
      description: 'Only grant_type=client_credentials is supported',
    };
  }
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  if (authorization && /^Basic\s/i.test(authorization)) {
    if (inBody) {
      return {
        status: 400,
        error: 'invalid_request',
        description: 'Send the client credentials one way only',
      };
    }
    const basic = basicCredentials(authorization);
    if (!basic || !(await clients.checkClientCredentials(db, basic.id, basic.secret))) {
      return invalidClient;
    }
    return issued(db, basic.id, now);
  }
  const { client_id: id, client_secret: secret } = body;
  if (!id || !secret || !(await clients.checkClientCredentials(db, id, secret))) {
    return invalidClient;
  }
  return issued(db, id, now);
}

async function issued(db: Database, clientId: string, now: Date): Promise<TokenResult> {
  return {
    access_token: await clients.issueAccessToken(db, clientId, now),
    token_type: 'Bearer',
    expires_in: clients.ACCESS_TOKEN_LIFETIME_S,
  };
}

export const serviceDocument = document;
export const metadata = metadataXml;

/** `Name` or `Name('key')` (the key's quotes doubled inside it, OData's escape). */
function parseSegment(segment: string): { name: string; key?: string } {
  const match = /^([A-Za-z]+)(?:\('((?:[^']|'')*)'\))?$/.exec(segment);
  if (!match) throw new ODataError(404, `No such resource: ${segment}`);
  return {
    name: match[1]!,
    ...(match[2] !== undefined && { key: match[2].replaceAll("''", "'") }),
  };
}

function stringOptions(query: Record<string, unknown>): Record<string, string | undefined> {
  const options: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw badQuery(`${name} is given more than once`, name);
    options[name] = value;
  }
  return options;
}

/** A page of a resource, or one entity by key. */
export async function resource(
  db: Database,
  base: string,
  resources: Map<string, ResoResource>,
  segment: string,
  query: Record<string, unknown>,
) {
  const { name, key } = parseSegment(segment);
  const found = resources.get(name);
  if (!found) throw new ODataError(404, `No such resource: ${name}`);
  const options = stringOptions(query);
  if (key !== undefined) {
    const fields = selectedFields(found, options.$select);
    const entity = await repo.readByKey(db, found, fields, key);
    if (!entity) throw new ODataError(404, `No ${name} with key ${key}`);
    return { '@odata.context': `${base}/$metadata#${name}/$entity`, ...entity };
  }
  const collection = collectionQuery(found, options);
  const { rows, count } = await repo.readCollection(db, found, collection);
  const next = new URLSearchParams(options as Record<string, string>);
  next.set('$skip', String(collection.skip + collection.top));
  return {
    '@odata.context': `${base}/$metadata#${name}`,
    ...(count !== undefined && { '@odata.count': count }),
    value: rows,
    ...(rows.length === collection.top && {
      '@odata.nextLink': `${base}/${name}?${next.toString()}`,
    }),
  };
}
