import { describe, expect, it } from 'vitest';
import { as, call } from '../support/api.js';
import { storedLeads } from '../support/aws.js';

/**
 * Submissions are rate-limited per client address, so every test that stores a lead sends from a
 * loopback address of its own (127.0.1.x here; other files use other ranges).
 */
let lastOctet = 10;
function ownAddress(): string {
  lastOctet += 1;
  return `127.0.1.${lastOctet}`;
}

/** A name that is unique and letters only, as the form requires. */
function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let suffix = '';
  while (n > 0) {
    suffix += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return `${prefix} ${suffix}`;
}

function submit(body: unknown, localAddress = ownAddress()) {
  return call('POST', '/api/feedback', { body, localAddress });
}

async function storedLeadsNamed(name: string) {
  return (await storedLeads()).filter((i) => i.name === name);
}

describe('contact form validation', () => {
  const valid = { name: 'Valid Name', email: 'valid@example.com' };

  it.each([
    ['name missing', { email: 'a@example.com' }, 'name'],
    ['name shorter than 3', { name: 'Jo', email: 'a@example.com' }, 'name'],
    ['name blank after trimming', { name: '  J ', email: 'a@example.com' }, 'name'],
    ['name with digits', { name: 'J0hn Smith', email: 'a@example.com' }, 'name'],
    ['name with symbols', { name: 'John <b>', email: 'a@example.com' }, 'name'],
    ['invalid email', { name: 'John Smith', email: 'john-at-example.com' }, 'email'],
    ['email longer than 50', { name: 'John Smith', email: `${'a'.repeat(40)}@example.com` }, 'email'],
    ['phone with letters', { name: 'John Smith', phone: '555-CALL-NOW' }, 'phone'],
    ['phone with two pluses', { name: 'John Smith', phone: '++15551234' }, 'phone'],
    ['unknown language', { ...valid, preferredLanguage: 'DE' }, 'preferredLanguage'],
  ])('refuses %s with 400 and fieldErrors', async (_why, body, field) => {
    const res = await submit(body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.systemCode).toBe('invalid_request');
    expect(res.body.fieldErrors?.[field]?.length, JSON.stringify(res.body.fieldErrors)).toBeGreaterThan(0);
  });

  it('says letters only for a name with digits', async () => {
    const res = await submit({ name: 'R2D2 Droid', email: 'r2@example.com' });
    expect(res.body.fieldErrors.name).toEqual(['Only letters are allowed']);
  });

  it('needs an email or a phone: fieldErrors.email says so', async () => {
    for (const body of [{ name: 'John Smith' }, { name: 'John Smith', email: '', phone: '' }]) {
      const res = await submit(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.email).toContain('Required phone number or email');
    }
  });

  it('stores nothing for a refused form', async () => {
    const name = uniqueName('Refused');
    const res = await submit({ name, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(await storedLeadsNamed(name)).toEqual([]);
  });
});

describe('contact form submission', () => {
  it('stores a valid form (201) and staff see it among the newest leads', async () => {
    const name = uniqueName('Lead');
    const res = await submit({ name, phone: '+12125550147', message: 'Please call me back', preferredLanguage: 'RU' });
    expect(res.status, res.text).toBe(201);
    expect(typeof res.body.id).toBe('string');

    const leads = await call('GET', '/api/admin/leads?size=20', { session: await as('admin') });
    expect(leads.status).toBe(200);
    const data = leads.body.data as { id: string; name: string; createdAt: string }[];
    const index = data.findIndex((l) => l.id === res.body.id);
    expect(index, 'the new lead is on the first page').toBeGreaterThanOrEqual(0);
    expect(data[index]).toMatchObject({ name, phone: '+12125550147', phoneCode: '+1', preferredLanguage: 'RU' });
    // Newest first: only leads stored after this one may precede it (other test files may submit meanwhile).
    const created = data.map((l) => `${l.createdAt}#${l.id}`);
    expect(created).toEqual([...created].sort().reverse());
    for (const earlier of data.slice(0, index)) expect(earlier.createdAt >= data[index]!.createdAt).toBe(true);
    expect(await storedLeadsNamed(name)).toHaveLength(1);
  });

  it('lists a later lead before an earlier one', async () => {
    const address = ownAddress();
    const older = await submit({ name: uniqueName('Older'), email: 'older@example.com' }, address);
    const newer = await submit({ name: uniqueName('Newer'), email: 'newer@example.com' }, address);
    expect([older.status, newer.status]).toEqual([201, 201]);
    const leads = await call('GET', '/api/admin/leads?size=100', { session: await as('admin') });
    const ids = (leads.body.data as { id: string }[]).map((l) => l.id);
    expect(ids.indexOf(newer.body.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
  });

  it('lists leads for staff only', async () => {
    const john = await call('GET', '/api/admin/leads', { session: await as('john') });
    expect(john.status).toBe(403);
    expect(john.body.systemCode).toBe(40011);
    expect(john.body).not.toHaveProperty('data');
    const anonymous = await call('GET', '/api/admin/leads');
    expect(anonymous.status).toBe(401);
  });

  it('allows 5 submissions per address, refuses the 6th with 429 and stores nothing for it', async () => {
    const address = ownAddress();
    const name = uniqueName('Burst');
    for (let i = 1; i <= 5; i += 1) {
      const res = await submit({ name, email: `burst${i}@example.com` }, address);
      expect(res.status, `submission ${i}: ${res.text}`).toBe(201);
    }
    const sixth = await submit({ name, email: 'burst6@example.com' }, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.systemCode).toBe('too_many_attempts');

    const stored = await storedLeadsNamed(name);
    expect(stored).toHaveLength(5);
    expect(stored.map((l) => l.email)).not.toContain('burst6@example.com');

    // Another address is not affected.
    const other = await submit({ name, email: 'other@example.com' }, ownAddress());
    expect(other.status).toBe(201);
  });
});
