import fc from 'fast-check';
import { GOOD_PASSWORD } from '../factories';
import { callers, type Caller } from './access';
import {
  deepJson,
  encode,
  hostileSegment,
  hostileStrings,
  hostileValue,
  withForbiddenKeys,
} from './hostile';
import type { JsonSchema, Operation } from './operations';

export interface Pools {
  ids: string[];
  emails: string[];
  clientSecrets: string[];
  transactionIds: string[];
  images: string[];
}

/** A value for a named field, from what its name says it holds. */
export function hintedString(name: string, pools: Pools): fc.Arbitrary<string> | undefined {
  const n = name.toLowerCase();
  if (n === 'email' || n.endsWith('email')) return fc.constantFrom(...pools.emails);
  if (n.includes('secret')) return fc.constantFrom(...pools.clientSecrets);
  if (n.includes('transaction')) return fc.constantFrom(...pools.transactionIds);
  if (n === 'id' || n.endsWith('id') || n.endsWith('_id')) return fc.constantFrom(...pools.ids);
  if (n.includes('image') || n.includes('photo')) return fc.constantFrom(...pools.images);
  if (n === 'cardnumber') {
    return fc.constantFrom('4242424242424242', '4000000000000002', '4000000000009995', '1234');
  }
  if (n === 'exp') return fc.constantFrom('12/40', '01/20', '13/99', 'MM/YY');
  if (n === 'cvc') return fc.constantFrom('123', '1', 'abcd');
  if (n === 'password') return fc.constantFrom(GOOD_PASSWORD, 'Wrong!Pass1', 'short');
  return undefined;
}

/** Values shaped like the schema, with values from the world where the field name says so. */
export function fromSchema(schema: JsonSchema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, pools, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(props).map(([key, s]) => [key, fromSchema(s, pools, key)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, pools, name), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.oneof(
        // Prices the world's listings accept (100,000 to 200,000), so offers can succeed.
        fc.constantFrom(100_000, 150_000, 200_000, 150_000.5),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e10, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return (
        hintedString(name, pools) ??
        fc.oneof(
          fc.stringMatching(/^[A-Z][a-z]{1,12}( [a-z]{1,8}){0,3}$/),
          fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 60),
          }),
        )
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Randomly swaps one field of an object for a hostile value. */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fc.constant(value);
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.constant(value);
  return fc
    .tuple(fc.constantFrom(...keys), hostileValue)
    .map(([key, bad]) => ({ ...(value as Record<string, unknown>), [key]: bad }));
}

export interface Payload {
  payload?: string;
  contentType?: string;
}

export function bodyFor(op: Operation, pools: Pools): fc.Arbitrary<Payload> {
  const shaped = op.body ? fromSchema(op.body, pools) : fc.constant({});
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((value) => ({
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    }));
  return fc.oneof(
    { weight: 6, arbitrary: json(shaped) },
    { weight: 4, arbitrary: json(shaped.chain(mutate)) },
    {
      weight: 3,
      arbitrary: json(
        fc
          .tuple(
            shaped,
            fc.subarray(
              [
                'role',
                'status',
                'agent_email',
                'buyer_email',
                'email',
                'price',
                '_id',
                '__proto__',
                'constructor',
              ],
              { minLength: 1 },
            ),
          )
          .map(([value, keys]) => withForbiddenKeys(value, keys)),
      ),
    },
    { weight: 2, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    {
      weight: 1,
      arbitrary: deepJson.map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(
          fc.constantFrom(...hostileStrings),
          fc.string({ unit: 'binary', maxLength: 100 }),
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/octet-stream',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant(overLimit) },
  );
}

/** Just over the 1 MB body limit: 413, unread. */
export const overLimit: Payload = {
  payload: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
  contentType: 'application/json',
};

export function urlFor(op: Operation, pools: Pools): fc.Arbitrary<string> {
  const segments = op.pathParams.map((name) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: (hintedString(name, pools) ?? fc.constantFrom(...pools.ids)).map(encode),
      },
      { weight: 1, arbitrary: fc.uuid().map(String) },
      { weight: 2, arbitrary: hostileSegment },
    ),
  );
  const query =
    op.query.length === 0
      ? fc.constant('')
      : fc
          .array(
            fc.tuple(
              fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...op.query.map((q) => q.name)) },
                {
                  weight: 1,
                  arbitrary: fc.constantFrom('__proto__', 'constructor', 'page[]', 'x'),
                },
              ),
              fc.oneof(
                {
                  weight: 3,
                  arbitrary: fc.oneof(...op.query.map((q) => fromSchema(q.schema, pools, q.name))),
                },
                { weight: 2, arbitrary: hostileValue },
              ),
            ),
            { maxLength: 5 },
          )
          .map((pairs) => {
            const params = new URLSearchParams();
            for (const [key, value] of pairs)
              params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
            const text = params.toString();
            return text ? `?${text}` : '';
          });
  return fc.tuple(fc.tuple(...segments), query).map(([values, q]) => {
    let url = op.path;
    op.pathParams.forEach((name, i) => {
      url = url.replace(`{${name}}`, values[i] ?? '');
    });
    return url + q;
  });
}

export interface Generated {
  op: Operation;
  caller: Caller;
  url: string;
  body: Payload;
  authorization: 'own' | 'none' | string;
}

export function requestArb(
  ops: Operation[],
  pools: Record<Caller, Pools>,
): fc.Arbitrary<Generated> {
  return fc.constantFrom(...ops).chain((op) =>
    fc.constantFrom(...callers).chain((caller) =>
      fc.record({
        op: fc.constant(op),
        caller: fc.constant(caller),
        url: urlFor(op, pools[caller]),
        body: op.method === 'GET' ? fc.constant({}) : bodyFor(op, pools[caller]),
        authorization: fc.oneof(
          { weight: 12, arbitrary: fc.constant('own') },
          {
            weight: 1,
            arbitrary: fc.oneof(
              fc.constantFrom(
                'Bearer',
                'Bearer ',
                'Basic YWRtaW46YWRtaW4=',
                'Bearer null',
                `Bearer ${'A'.repeat(199)}`,
              ),
              fc
                .constantFrom(...hostileStrings)
                .map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
            ),
          },
        ),
      }),
    ),
  );
}
