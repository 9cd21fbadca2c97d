import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  deprecated?: boolean;
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, unknown> }
  >;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; servers?: unknown[] };

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describeEachDatabase('the OpenAPI document (issue 24)', (ctx) => {
  let source: string;
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    source = res.body;
    doc = res.json();
  });

  it('is OpenAPI 3.1 with a server, and every operation has an id, a summary and a description', () => {
    expect(source).toMatch(/"openapi":"3\.1\.\d+"/);
    expect(doc.servers).toEqual([{ url: ctx().config.publicUrl, description: 'This server' }]);
    const missing = operations(doc).filter(
      ({ op }) => !op.operationId || !op.summary || !op.description,
    );
    expect(missing.map(({ key }) => key)).toEqual([]);
    const ids = operations(doc).map(({ op }) => op.operationId);
    // Each route states its own (its schema): one that forgot is named above.
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each operation lists its refusals as `{message}`, and the ones every route meets', () => {
    for (const { key, op } of operations(doc)) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s < '400'),
        `${key}: a success`,
      ).toBe(true);
      // The RESO Web API refuses in its standards' formats: OData's JSON errors, RFC 6749's.
      const reso = / \/reso\//.test(key);
      for (const status of statuses.filter((s) => s >= '400' && s !== '402' && !reso)) {
        const json = op.responses[status]!.content?.['application/json'] as
          { schema?: { required?: string[] } } | undefined;
        expect(json?.schema?.required, `${key} ${status}`).toEqual(['message']);
      }
      // A guarded route refuses strangers; a public one never asks for a token.
      const guarded = op.security?.some((s) => Object.keys(s as object).length > 0) === true;
      const open = op.security?.some((s) => Object.keys(s as object).length === 0) === true;
      if (guarded && !open) expect(statuses, key).toContain('401');
    }
  });

  it('public operations need no token; guarded ones list 401, and 403 only where roles or owners matter', () => {
    const byId = Object.fromEntries(operations(doc).map(({ op }) => [op.operationId, op]));
    for (const id of [
      'signIn',
      'registerAccount',
      'listVerifiedProperties',
      'subscribeToNewsletter',
      'getImage',
    ]) {
      expect(byId[id]!.security, id).toEqual([]);
      expect(Object.keys(byId[id]!.responses), id).not.toContain('401');
      expect(Object.keys(byId[id]!.responses), id).not.toContain('403');
    }
    expect(byId.makeOffer!.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(byId.makeOffer!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409', '413', '429']),
    );
    expect(Object.keys(byId.getMyIdentity!.responses)).not.toContain('403');
    expect(Object.keys(byId.listUsers!.responses)).toContain('403');
  });

  it('documents limits, headers, binary answers and the upload body', () => {
    for (const { key, op } of operations(doc)) {
      expect(op.responses['429']?.headers, key).toHaveProperty('Retry-After');
    }
    const byId = Object.fromEntries(operations(doc).map(({ op }) => [op.operationId, op]));
    expect(byId.listVerifiedProperties!.responses['200']!.headers).toHaveProperty('X-Total-Count');
    expect(Object.keys(byId.getImage!.responses['200']!.content!)).toEqual(['image/webp']);
    expect(Object.keys(byId.getViewingCalendarEvent!.responses['200']!.content!)).toEqual([
      'text/calendar',
    ]);
    expect(source).toContain('"multipart/form-data"');
  });

  it('paths that differ only by a parameter name are one path; the old reads are deprecated', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replaceAll(/\{[^{}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(doc.paths['/api/user/{id}']!.get!.deprecated).toBe(true);
    expect(doc.paths['/api/userByEmail/{email}']!.get!.deprecated).toBeUndefined();
    expect(doc.paths['/api/myReview/{id}']!.get!.deprecated).toBe(true);
  });

  it("Redocly's recommended rules report no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: 'openapi.json' });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("Spectral's spectral:oas rules report no error", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(oas as never);
    const results = await spectral.run(new Document(source, Parsers.Json));
    const errors = results.filter((r) => r.severity === 0);
    expect(errors.map((r) => `${r.code}: ${r.message} ${r.path.join('.')}`)).toEqual([]);
  });
});
