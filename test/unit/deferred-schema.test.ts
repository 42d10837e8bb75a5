import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deferredSchema, loadAllDeferred, loadDeferred } from '../../shared/api/deferred.js';
import { defineRoute } from '../../shared/api/route.js';
import { ZOkSchema } from '../../shared/core/common.schema.js';
import { submitPublicI9Route, submitPublicW9Route } from '../../shared/documents/documents.routes.js';

describe('deferredSchema', () => {
  it('refuses to parse before it is loaded, then parses as the loaded schema', async () => {
    let loads = 0;
    const schema = deferredSchema(async () => {
      loads += 1;
      return z.object({ n: z.number().check(z.maximum(5)) });
    });
    expect(() => z.safeParse(schema, { n: 1 })).toThrow(/before loadDeferred/u);
    await Promise.all([loadDeferred(schema), loadDeferred(schema)]);
    expect(loads).toBe(1);
    expect(z.safeParse(schema, { n: 1 }).data).toEqual({ n: 1 });
    expect(z.safeParse(schema, { n: 6 }).error?.issues[0]?.path).toEqual(['n']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let fail = true;
    const schema = deferredSchema(async () => {
      if (fail) throw new Error('chunk missing');
      return z.string();
    });
    await expect(loadDeferred(schema)).rejects.toThrow('chunk missing');
    fail = false;
    await loadDeferred(schema);
    expect(z.safeParse(schema, 'x').success).toBe(true);
  });

  it('is nothing to wait for on an ordinary schema', () => {
    expect(loadDeferred(z.string())).toBeUndefined();
    expect(loadDeferred(undefined)).toBeUndefined();
  });

  it("loads the forms' answers of the route table, which a submission then validates", async () => {
    const other = defineRoute({ id: 't', domain: 'platform', method: 'GET', path: '/api/t', summary: 't', permission: { access: 'public' }, response: ZOkSchema });
    await loadAllDeferred([submitPublicW9Route, submitPublicI9Route, other]);
    const w9 = z.safeParse(submitPublicW9Route.body!, { answers: { name: 'A' } });
    expect(w9.success).toBe(false);
    expect(w9.error?.issues.some((i) => i.path[0] === 'answers')).toBe(true);
    expect(z.toJSONSchema(submitPublicI9Route.body!, { io: 'input', unrepresentable: 'any' })).toMatchObject({ properties: { answers: { type: 'object' } } });
  });
});
