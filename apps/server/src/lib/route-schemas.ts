import { errorSchema } from '@elite/shared';

/**
 * The refusals a route can answer, each a `{message}`, for its schema's `response`: what the
 * OpenAPI document lists for it, and what the conformance test holds it to.
 */
export function refusals<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S,
    typeof errorSchema
  >;
}

/** An operation's id and words in the OpenAPI document, for a route registered at several paths. */
export interface OperationWords {
  operationId: string;
  summary: string;
  description: string;
  /** Kept for SPEC.md's client; another operation replaces it. */
  deprecated?: true;
}
