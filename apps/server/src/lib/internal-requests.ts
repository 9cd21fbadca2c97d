import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * Calls the server makes to itself (app.inject), such as the reads of a page it renders: they
 * carry a secret drawn at start-up, so that the per-address rate limit does not count them as
 * one busy visitor at 127.0.0.1. Nobody outside this process can know the value.
 */
const HEADER = 'x-elite-internal';
const secret = randomBytes(24).toString('base64url');

export const internalRequestHeaders: Readonly<Record<string, string>> = { [HEADER]: secret };

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === secret;
}
