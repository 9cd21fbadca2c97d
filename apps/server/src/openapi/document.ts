import { requestExamples, tagDescriptions } from './examples';
import { describeDecisionFields } from './decision-fields';
import { describeRentalFields } from './rental-fields';

/** Who may call a route, from the guard its route runs first (plugins/auth.ts). */
export type Access = 'public' | 'signedIn' | 'role';

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: { content: Record<string, Json> } & Json;
  responses: Record<string, Json>;
}

const message = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};
const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};
const statusWords: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  302: 'Redirect to the given Location',
  400: 'The input is not valid; the message names the field',
  401: 'No valid bearer token',
  402: 'The card was declined',
  403: 'The signed-in account may not do this',
  404: 'Not found',
  409: 'The current state does not allow it',
  413: 'The request body is too large',
  415: 'The body’s content type is not accepted',
  429: 'Too many requests; wait Retry-After seconds',
};
/** Operations whose 200 carries the number of matches in `X-Total-Count`, and what it counts. */
const counted = new Map([
  ['listVerifiedProperties', 'How many listings match the search, over all pages.'],
  ['listNotifications', 'How many notifications the caller has, over all pages.'],
  ['listAgentReviews', 'How many reviews the agent has, over all pages.'],
  ['listListingReports', 'How many listing reports there are, over all pages.'],
]);

/**
 * The statuses a route declares (its schema lists exactly those it can answer), described, with
 * the ones every request can meet: 413 on a body, 429.
 */
function completeResponses(op: Operation) {
  const responses: Record<string, Json> = {};
  for (const [code, response] of Object.entries(op.responses)) {
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    responses[code] = { ...response, description: statusWords[code] ?? 'Response' };
    // A JSON schema with no content declared: a refusal's `{message}`.
    if (Number(code) >= 400 && !content) {
      responses[code] = {
        ...responses[code],
        content: { 'application/json': { schema: message } },
      };
    }
  }
  if (op.requestBody) responses['413'] = jsonError(413);
  // Every request counts toward the per-address ceiling; writes and sign-in have tighter ones.
  responses['429'] = { ...jsonError(429), headers: retryAfter };
  const operationId = String(op.operationId);
  const total = counted.get(operationId);
  if (total && responses['200']) {
    responses['200'] = {
      ...responses['200'],
      headers: {
        'X-Total-Count': { description: total, schema: { type: 'integer', minimum: 0 } },
        ...(operationId === 'listVerifiedProperties' && {
          'X-Total-Count-Estimated': {
            description: '`true` when the total of a very broad search is an estimate.',
            schema: { type: 'string', enum: ['true'] },
          },
        }),
      },
    };
  }
  // A file to save (CONTRACT.md section 16), never kept by a cache.
  if (operationId === 'exportMyData' && responses['200']) {
    responses['200'] = {
      ...responses['200'],
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="elite-property-data-YYYY-MM-DD.json" (UTC day).',
          schema: { type: 'string' },
        },
        'Cache-Control': { description: '`no-store`.', schema: { type: 'string' } },
      },
    };
  }
  return responses;
}

const jsonError = (status: number) => ({
  description: statusWords[status],
  content: { 'application/json': { schema: message } },
});

/** Binary answers and bodies typed as what they are (the route schemas only know JSON). */
function typeBinaries(key: string, op: Operation) {
  const binary = (type: string) => ({ [type]: { schema: { type: 'string', format: 'binary' } } });
  if (key === 'GET /images/{name}' && op.responses['200']) {
    op.responses['200'] = { ...op.responses['200'], content: binary('image/webp') };
  }
  const calendars = [
    'GET /api/viewings/{id}/calendar.ics',
    'GET /api/open-houses/{id}/calendar.ics',
  ];
  if (calendars.includes(key) && op.responses['200']) {
    op.responses['200'] = {
      ...op.responses['200'],
      content: { 'text/calendar': { schema: { type: 'string' } } },
    };
  }
  // The RESO Web API's metadata is OData CSDL XML.
  if (key === 'GET /reso/odata/$metadata' && op.responses['200']) {
    op.responses['200'] = {
      ...op.responses['200'],
      content: { 'application/xml': { schema: { type: 'string' } } },
    };
  }
  // Listings in and out (CONTRACT.md section 15): CSV, or JSON rows of text cells.
  const csv = { 'text/csv': { schema: { type: 'string' } } };
  if (key === 'GET /api/imports/template.csv' && op.responses['200']) {
    op.responses['200'] = { ...op.responses['200'], content: csv };
  }
  if (key === 'GET /api/property/export' && op.responses['200']) {
    const rows = {
      type: 'array',
      items: { type: 'object', additionalProperties: { type: 'string' } },
    };
    op.responses['200'] = {
      ...op.responses['200'],
      content: { ...csv, 'application/json': { schema: rows } },
    };
  }
  if (key === 'POST /api/imports') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  }
  // The unsubscribe link answers a browser with a page, a client with JSON.
  if (key.endsWith(' /api/saved-searches/unsubscribe')) {
    for (const status of ['200', '400']) {
      const response = op.responses[status] as { content?: Record<string, Json> } | undefined;
      if (response?.content) response.content['text/html'] = { schema: { type: 'string' } };
    }
  }
  if (key === 'POST /api/images') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { image: { type: 'string', format: 'binary' } },
            required: ['image'],
          },
        },
      },
    };
  }
}

function addExamples(key: string, op: Operation) {
  const example = requestExamples[key];
  const json = op.requestBody?.content['application/json'];
  if (example && json) json.example = example;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Paths the same but for a parameter's name (`/api/user/{email}`, `/api/user/{id}`) are one path
 * to OpenAPI: the deprecated operations join the other path, their parameter renamed.
 */
function mergeEquivalentPaths(paths: Record<string, Record<string, Operation>>) {
  const shape = (path: string) => path.replaceAll(/\{[^{}]+\}/g, '{}');
  for (const path of Object.keys(paths)) {
    const item = paths[path]!;
    const ops = Object.entries(item).filter(([m]) => methods.includes(m));
    if (!ops.every(([, op]) => op.deprecated === true)) continue;
    const target = Object.keys(paths).find((p) => p !== path && shape(p) === shape(path));
    if (!target) continue;
    const names = (p: string) => [...p.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]);
    const from = names(path);
    const to = names(target);
    for (const [method, op] of ops) {
      for (const parameter of op.parameters ?? []) {
        const index = from.indexOf(parameter.name);
        if (parameter.in === 'path' && index >= 0) {
          parameter.description = `The ${parameter.name} (this old path names it ${to[index]}).`;
          parameter.name = to[index]!;
        }
      }
      paths[target]![method] = op;
    }
    delete paths[path];
  }
}

/**
 * The generated document completed: each route states its own id, words and statuses (its
 * schema); this adds what holds for every route alike: security from its guard, status words,
 * 413 and 429, response headers, binary types, examples, declared tags and the server's address.
 */
export function completeDocument(
  document: Json & { paths?: Record<string, Record<string, Operation>> },
  options: { publicUrl: string; access: (key: string) => Access },
) {
  const paths = document.paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      // The route's own security stands (an optional token); else its guard says who may call.
      op.security ??= options.access(key) === 'public' ? [] : [{ bearer: [] }];
      typeBinaries(key, op);
      addExamples(key, op);
      op.responses = completeResponses(op);
      describeRentalFields(op.requestBody);
      describeRentalFields(op.responses);
      describeDecisionFields(op.requestBody);
      describeDecisionFields(op.responses);
    }
  }
  mergeEquivalentPaths(paths);
  return {
    ...document,
    servers: [{ url: options.publicUrl, description: 'This server' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    paths,
  };
}
