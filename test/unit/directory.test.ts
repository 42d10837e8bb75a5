import { beforeAll, describe, expect, it } from 'vitest';
import { directoryWrites, listsOf, tokensOf, words } from '../../functions/core/directory.js';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'unit-table';
});

const jane = { kind: 'PERSON' as const, id: 'p_01', name: 'Jane Contractor', firstName: 'Jane', lastName: 'Contractor', email: 'jane.contractor@example.com', ssn: '123-45-6789', isClient: true };

describe('directory tokens', () => {
  it('finds people by words of the name and the email, and the SSN only as a hash', () => {
    const tokens = tokensOf(jane);
    expect(tokens).toEqual(expect.arrayContaining(['jane', 'contractor', 'jane.contractor@example.com', 'example', 'com']));
    expect(tokens.some((t) => t.includes('6789'))).toBe(false);
    expect(tokens.filter((t) => t.startsWith('ssn:'))).toHaveLength(1);
  });

  it('folds case, accents and Cyrillic ё, and keeps EIN digits', () => {
    expect(words('Ёлкин Café')).toEqual(['елкин', 'cafe']);
    expect(tokensOf({ kind: 'COMPANY', id: 'c_01', name: 'Acme Corp', ein: '12-3456789' })).toContain('123456789');
  });

  it('moves tokens and lists: stale ones deleted, counters moved once per list', () => {
    const renamed = { ...jane, name: 'Jane Smith', lastName: 'Smith', email: 'jane.smith@example.com', isClient: false };
    const ops = directoryWrites(jane, renamed);
    const deleted = ops.filter((o) => o.Delete).map((o) => o.Delete!.Key!.SK);
    expect(deleted.sort()).toEqual(['contractor#p_01', 'jane.contractor@example.com#p_01', 'p_01']);
    expect(ops.filter((o) => o.Update)).toHaveLength(1); // CLIENT count -1
    expect(ops.some((o) => o.Put?.Item?.SK === 'smith#p_01')).toBe(true);
    // Nothing stored carries the SSN.
    expect(JSON.stringify(ops)).not.toContain('123-45-6789');
    expect(listsOf(renamed)).toEqual(['ALL']);
    const created = directoryWrites(undefined, jane);
    expect(created.filter((o) => o.Update)).toHaveLength(2); // ALL and CLIENT
  });
});
