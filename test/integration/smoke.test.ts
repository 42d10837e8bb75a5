import { describe, expect, it } from 'vitest';
import { as, call } from '../support/api.js';

describe('local stack', () => {
  it('serves the health route and signs in a demo persona', async () => {
    expect((await call('GET', '/api/health')).body).toEqual({ ok: true });
    const owner = await as('owner');
    expect(owner.workspaces.map((w) => w.type).sort()).toEqual(['COMPANY', 'PERSON']);
  });
});
