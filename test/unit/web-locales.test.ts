import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';

const LOCALES = join(import.meta.dirname, '../../web/src/locales');
const LANGUAGES = ['en', 'ru'] as const;

type TTree = { [key: string]: string | TTree };

function load(lng: string, ns: string): TTree {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as TTree;
}

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, t] of leaves(v, path)) out.set(p, t);
  }
  return out;
}

/** {{placeholders}} a text interpolates. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const namespaces = (lng: string) =>
  readdirSync(join(LOCALES, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe('web locales', () => {
  it('has the same namespaces in English and Russian', () => {
    expect(namespaces('ru')).toEqual(namespaces('en'));
    expect(namespaces('en').length).toBeGreaterThan(0);
  });

  for (const ns of namespaces('en')) {
    it(`${ns}: every key exists in both languages, non-empty, with the same placeholders`, () => {
      const [en, ru] = LANGUAGES.map((l) => leaves(load(l, ns)));
      const missingInRu = [...en!.keys()].filter((k) => !ru!.has(k));
      const missingInEn = [...ru!.keys()].filter((k) => !en!.has(k));
      expect(missingInRu, `keys missing in ru/${ns}.json`).toEqual([]);
      expect(missingInEn, `keys missing in en/${ns}.json`).toEqual([]);
      for (const lng of LANGUAGES) {
        const map = lng === 'en' ? en! : ru!;
        const empty = [...map].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect(empty, `empty texts in ${lng}/${ns}.json`).toEqual([]);
      }
      const mismatched = [...en!].filter(([k, v]) => placeholders(v).join() !== placeholders(ru!.get(k) ?? '').join());
      expect(mismatched.map(([k]) => k), `placeholders differ in ${ns}`).toEqual([]);
    });
  }

  it('translates every systemCode of the error catalogue, and the fallback', () => {
    for (const lng of LANGUAGES) {
      const errors = leaves(load(lng, 'errors'));
      const missing = Object.keys(ERROR_CATALOGUE).filter((code) => !errors.has(code));
      expect(missing, `error codes missing in ${lng}/errors.json`).toEqual([]);
      expect(errors.has('fallback')).toBe(true);
    }
  });

  it('uses the spec texts in English', () => {
    const en = leaves(load('en', 'home'));
    expect(en.get('contact.success')).toBe('We will contact you shortly');
    expect(en.get('contact.failure')).toBe('We are sorry, a server error occurred. Please call us');
    expect(leaves(load('en', 'validation')).get('phoneOrEmail')).toBe('Required phone number or email');
    expect(leaves(load('en', 'errors')).get('fallback')).toBe(
      'An error has occurred. Please contact to system administrator.',
    );
  });
});
