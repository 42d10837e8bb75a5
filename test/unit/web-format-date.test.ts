import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateLocale, formatDate, formatDateTime, formatDay } from '../../web/src/app/format-date.js';

/**
 * The web's one date formatter (web/src/app/format-date.ts): dates follow the chosen interface
 * language (ru-RU, en-US), never the browser's locale; calendar days never move with the time zone.
 */
const admin = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/admin.json`), 'utf8')) as Record<string, unknown>;
const INSTANT = '2026-11-25T09:30:00Z';
const UTC = { timeZone: 'UTC' } as const;

describe('format-date', () => {
  beforeAll(async () => {
    // The same (default) i18next instance the web's i18n.ts sets up, with the admin texts.
    await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { admin: admin('en') }, ru: { admin: admin('ru') } }, interpolation: { escapeValue: false } });
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('maps the interface language to its locale', () => {
    expect(dateLocale('ru')).toBe('ru-RU');
    expect(dateLocale('ru-RU')).toBe('ru-RU');
    expect(dateLocale('en')).toBe('en-US');
    expect(dateLocale('de')).toBe('en-US');
  });

  it('formats in the language given', () => {
    expect(formatDate(INSTANT, { dateStyle: 'medium', ...UTC }, 'en')).toBe('Nov 25, 2026');
    expect(formatDate(INSTANT, { dateStyle: 'medium', ...UTC }, 'ru')).toBe('25 нояб. 2026 г.');
    expect(formatDate(new Date(INSTANT), { timeStyle: 'short', ...UTC }, 'ru')).toBe('09:30');
    expect(formatDate(Date.parse(INSTANT), { timeStyle: 'short', ...UTC }, 'en')).toBe('9:30 AM');
  });

  it('follows the current language of i18next when none is given', async () => {
    await i18next.changeLanguage('ru');
    expect(dateLocale()).toBe('ru-RU');
    expect(formatDate(INSTANT, { dateStyle: 'long', ...UTC })).toBe('25 ноября 2026 г.');
    expect(formatDateTime(INSTANT)).toMatch(/^\d{1,2} нояб\. 2026 г\., \d{2}:\d{2}$/u);
    await i18next.changeLanguage('en');
    expect(dateLocale()).toBe('en-US');
    expect(formatDate(INSTANT, { dateStyle: 'long', ...UTC })).toBe('November 25, 2026');
    expect(formatDateTime(INSTANT)).toMatch(/^Nov \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/u);
  });

  it("the support inbox's 'Created' line is Russian in Russian (was 'Создана Nov 25, 2026')", async () => {
    await i18next.changeLanguage('ru');
    const line = i18next.t('admin:support.created', { date: formatDateTime(INSTANT) });
    expect(line).toMatch(/^Создана \d{1,2} нояб\. 2026 г\., \d{2}:\d{2}$/u);
    expect(line).not.toMatch(/Nov|AM|PM/u);
    await i18next.changeLanguage('en');
    expect(i18next.t('admin:support.created', { date: formatDateTime(INSTANT) })).toMatch(/^Created Nov \d{1,2}, 2026, /u);
  });

  it('reads a calendar day as it is, in UTC, whatever the zone; anything else is left as is', () => {
    expect(formatDay('2026-01-01', { dateStyle: 'medium' }, 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-01-01', { year: 'numeric', month: 'numeric', day: 'numeric' }, 'en')).toBe('1/1/2026');
    expect(formatDay('2026-01-01', { year: 'numeric', month: 'numeric', day: 'numeric' }, 'ru')).toBe('01.01.2026');
    expect(formatDay('2026-12-31', { dateStyle: 'long' }, 'ru')).toBe('31 декабря 2026 г.');
    expect(formatDay('not a day', { dateStyle: 'long' }, 'en')).toBe('not a day');
  });
});
