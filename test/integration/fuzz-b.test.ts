// The second half of the route table's fuzzing (test/fuzz/suite.ts); fuzz-a.test.ts has the other.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api/routes.js';
import { FUZZ_PARTS, fuzzSuite, routesOfPart } from '../fuzz/suite.js';

fuzzSuite(1);

describe('the fuzzing parts', () => {
  it('cover every route of the table once', () => {
    const all = Array.from({ length: FUZZ_PARTS }, (_, p) => routesOfPart(p)).flat();
    expect(all).toHaveLength(ROUTES.length);
    expect(new Set(all)).toEqual(new Set(ROUTES));
  });
});
