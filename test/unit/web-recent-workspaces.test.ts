import { describe, expect, it } from 'vitest';
import { parseRecent, pushRecent, RECENT_LIMIT, type TRecentWorkspace } from '../../web/src/features/workspaces/recent-workspaces.js';

const id = (prefix: 'p' | 'c' | 'e', n: number) => `${prefix}_01KAZZ${String(n).padStart(20, '0')}`;
const ws = (prefix: 'p' | 'c' | 'e', n: number): TRecentWorkspace => ({
  id: id(prefix, n),
  name: `W${n}`,
  type: prefix === 'p' ? 'PERSON' : prefix === 'c' ? 'COMPANY' : 'SUBLIME_EMPLOYEE',
});

describe("a provider employee's recently opened workspaces", () => {
  it('puts the newest first, moves a reopened one up, keeps at most the limit', () => {
    let list: TRecentWorkspace[] = [];
    for (let n = 1; n <= RECENT_LIMIT + 2; n += 1) list = pushRecent(list, ws('c', n));
    expect(list.map((w) => w.name)).toEqual(['W7', 'W6', 'W5', 'W4', 'W3']);
    list = pushRecent(list, ws('c', 5));
    expect(list.map((w) => w.name)).toEqual(['W5', 'W7', 'W6', 'W4', 'W3']);
    expect(pushRecent([], ws('p', 1), 1)).toEqual([ws('p', 1)]);
  });

  it('reads back what it stored', () => {
    const list = [ws('p', 1), ws('c', 2), ws('e', 3)];
    expect(parseRecent(JSON.stringify(list))).toEqual(list);
  });

  it('drops what it cannot trust: bad JSON, bad ids, missing names, duplicates, a wrong type', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent('{"id":"x"}')).toEqual([]);
    const stored = [
      { id: 'c_bad', name: 'Bad id' },
      { id: id('c', 1) },
      null,
      { id: id('c', 2), name: 'Acme', type: 'PERSON' },
      { id: id('c', 2), name: 'Acme again' },
    ];
    // The type is the id's, whatever the stored value says.
    expect(parseRecent(JSON.stringify(stored))).toEqual([{ id: id('c', 2), name: 'Acme', type: 'COMPANY' }]);
    const many = Array.from({ length: RECENT_LIMIT + 3 }, (_, n) => ws('p', n));
    expect(parseRecent(JSON.stringify(many))).toHaveLength(RECENT_LIMIT);
  });
});
