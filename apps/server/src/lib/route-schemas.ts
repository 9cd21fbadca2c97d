import { errorSchema } from '@elite/shared';

/** The `{message}` responses a route may give besides its success, declared for the OpenAPI document. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
