import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../functions/audit/services/list-events.js';
import { AUDIT_EVENTS_OUTSIDE_ROUTES } from '../../shared/audit/audit-events.js';
import { auditEventName, readableEventId } from '../../web/src/features/audit/event-name.js';

/**
 * Every audit event id the code can write has a name in English and Russian (web/src/locales/*
 * /audit.json), the catalogue (shared/audit/audit-events.ts with the routes' `audit` names) misses
 * no id written in the code, and the audit page shows the name, or a readable id for one it lacks.
 */
const ROOT = join(import.meta.dirname, '../..');
const names = (lng: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'web/src/locales', lng, 'audit.json'), 'utf8')) as { events: Record<string, string> }).events;
const CATALOGUE = listAuditEvents();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Event ids written as literals outside the route table: an audit scope's `event: 'X'` or
 * `.event = 'X'`, and the first upper-case literal passed to the helpers that build a scope from an
 * event name (the import workflow's steps, the sheet uploads' rows, the chat, the local seed and demo).
 */
const WRITERS = ['chatAudit', 'stepContext', 'rowContext', 'commit', 'seedScope', 'acmeContext', 'asOwner', 'ctxFor', 'contextFor', 'ctx'];
const LITERAL = new RegExp(
  String.raw`(?:\bevent\s*:\s*|\.event\s*=\s*|\b(?:${WRITERS.join('|')})\(\s*(?:[^'()]*?,\s*)?)'([A-Z][A-Z0-9_]*)'`,
  'gu',
);
/** Literals the scan finds that name no audit event. */
const NOT_AUDIT: Record<string, string> = {
  RECEIVED: "a chat message's own delivery state (functions/chat/services/messages.ts)",
  SEED: "the seed's context for a read (scripts/local/seed-documents.ts, listForms): a read records nothing",
};
function writtenInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sources(join(ROOT, 'functions')), ...sources(join(ROOT, 'scripts/local'))]) {
    for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) if (!found.has(m[1]!) && !NOT_AUDIT[m[1]!]) found.set(m[1]!, relative(ROOT, file));
  }
  return found;
}

describe('audit event names', () => {
  it('the catalogue has the routes’ events and those written outside routes', () => {
    expect(CATALOGUE).toContain('LOGIN');
    expect(CATALOGUE).toContain('SERVICE_CREATED');
    for (const id of AUDIT_EVENTS_OUTSIDE_ROUTES) expect(CATALOGUE).toContain(id);
    expect(CATALOGUE).toEqual([...new Set(CATALOGUE)].sort());
  });

  it('every event id written in the code is in the catalogue', () => {
    const written = writtenInCode();
    // The scan does find the writers outside routes (a broken pattern would find nothing).
    for (const id of ['LEAVE_ACCRUED', 'SIGNABLE_OPENED', 'SIGNABLE_COMPLETED', 'CHAT_MESSAGES_SEEN', 'PAYROLL_IMPORT_PREPARED', 'OFFICE_CREATED', 'PROVIDER_BILLING_SEEDED']) {
      expect(written.has(id), id).toBe(true);
    }
    const missing = [...written].filter(([id]) => !CATALOGUE.includes(id)).map(([id, file]) => `${id} (${file})`);
    expect(missing, 'event ids written but not in shared/audit/audit-events.ts or a route').toEqual([]);
  });

  for (const lng of ['en', 'ru'] as const) {
    it(`every event id has a ${lng === 'en' ? 'English' : 'Russian'} name, and no name is left for an id no longer written`, () => {
      const texts = names(lng);
      const missing = CATALOGUE.filter((id) => !texts[id]?.trim());
      expect(missing, `event names missing in web/src/locales/${lng}/audit.json`).toEqual([]);
      expect(Object.keys(texts).filter((id) => !CATALOGUE.includes(id)), `stale names in ${lng}/audit.json`).toEqual([]);
      for (const id of CATALOGUE) {
        expect(texts[id], id).not.toBe(id);
        if (lng === 'ru') expect(texts[id], id).toMatch(/[а-яё]/iu);
      }
    });
  }

  it('the audit page shows the name in the chosen language, or the id as words when it has none', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: { en: { audit: { events: names('en') } }, ru: { audit: { events: names('ru') } } } });
    const t = i18n.t.bind(i18n) as unknown as Parameters<typeof auditEventName>[0];
    expect(auditEventName(t, 'LOGIN')).toBe('Вход в систему');
    expect(auditEventName(t, 'SERVICE_CREATED')).toBe('Услуга создана');
    await i18n.changeLanguage('en');
    expect(auditEventName(t, 'LOGIN')).toBe('Sign in');
    expect(auditEventName(t, 'PAYROLL_IMPORT_FAILED')).toBe('Payroll import failed');
    expect(auditEventName(t, 'SOMETHING_NEW_HAPPENED')).toBe('Something new happened');
    expect(auditEventName(t, 'workspaces.open')).toBe('Workspaces open');
    expect(readableEventId('LOGIN')).toBe('Login');
  });
});
