import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { conform, vouch } from '../../functions/core/conform.js';
import { defineEntity } from '../../functions/core/entity.js';
import { pageOf } from '../../shared/core/pagination.js';

const Item = z.object({ id: z.string().check(z.minLength(2)), n: z.number(), note: z.optional(z.string()) });
const Stored = z.extend(Item, { version: z.number() });
const Page = pageOf(Item);

describe('conform: a response parsed once', () => {
  it('answers vouched entity reads with the response schema’s own keys, and nothing internal', () => {
    const read = vouch(z.parse(Stored, { id: 'ab', n: 1, version: 7 }), Stored);
    expect(conform(Page, { data: [read], nextCursor: 'c' })).toEqual({ data: [{ id: 'ab', n: 1 }], nextCursor: 'c' });
    expect(conform(Item, read)).toEqual({ id: 'ab', n: 1 });
  });

  it('parses in full whatever no validated read vouches for, and still refuses what breaks the schema', () => {
    const built = { id: 'x', n: 1, version: 7 }; // id too short: never vouched, so it is parsed and refused
    expect(() => conform(Page, { data: [built] })).toThrow();
    const vouchedForOther = vouch({ id: 'x', n: 1 }, z.object({ id: z.string(), n: z.number() }));
    expect(() => conform(Item, vouchedForOther)).toThrow();
    // One unvouched item makes the whole page parse in full.
    const read = vouch(z.parse(Stored, { id: 'ab', n: 1, version: 7 }), Stored);
    expect(() => conform(Page, { data: [read, built] })).toThrow();
  });

  it('still parses the page envelope', () => {
    const read = vouch(z.parse(Stored, { id: 'ab', n: 1, version: 7 }), Stored);
    expect(() => conform(Page, { data: [read], nextCursor: 5 })).toThrow();
  });

  it('with RESPONSE_SELF_CHECK, agrees with the full parse', () => {
    process.env.RESPONSE_SELF_CHECK = '1';
    try {
      const read = vouch(z.parse(Stored, { id: 'ab', n: 1, note: 'x', version: 7 }), Stored);
      expect(conform(Page, { data: [read] })).toEqual(z.parse(Page, { data: [read] }));
    } finally {
      delete process.env.RESPONSE_SELF_CHECK;
    }
  });

  it('is fed by every entity read: what an entity parsed is not parsed again', () => {
    const Entity = defineEntity({ name: 'ConformProbe', schema: Stored, key: (a: { id: string }) => ({ PK: `P#${a.id}`, SK: 'X' }), keyOf: (i) => ({ id: i.id }) });
    const read = Entity.fromItem({ PK: 'P#ab', SK: 'X', entity: 'ConformProbe', id: 'ab', n: 1, version: 3 });
    // Breaking the read-only convention shows the trust: a vouched read is viewed, not re-parsed.
    (read as { n: unknown }).n = 'not a number';
    expect(conform(Page, { data: [read] })).toEqual({ data: [{ id: 'ab', n: 'not a number' }] });
    expect(() => conform(Page, { data: [{ ...read }] })).toThrow();
  });
});
