import { errorSchema } from '@elite/shared';

/** The `{message}` responses a route may give besides its success, declared for the OpenAPI document. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

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
