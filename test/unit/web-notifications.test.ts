import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type TNotification } from '../../shared/notifications/notifications.schema.js';
import { BELL_PAGE_SIZE, withLiveNotification } from '../../web/src/features/notifications/bell-page.js';
import { notificationText } from '../../web/src/features/notifications/notification-text.js';

const note = (id: string, over: Partial<TNotification> = {}): TNotification => ({
  id,
  kind: 'INVOICE_PUBLISHED',
  params: { invoiceNumber: 'INV-7', counterparty: 'Jane Co', totalCents: 123456 },
  createDateTime: '2026-11-22T10:00:00.000Z',
  ...over,
});

describe('web notification bell cache', () => {
  it('prepends a live notification once, newest first, and takes the server unseen count while closed', () => {
    const page = { data: [note('a')], unseen: 1 };
    const next = withLiveNotification(page, note('b'), 2, false);
    expect(next.data.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next.unseen).toBe(2);
    // A repeat of the same notification (two tabs, a resend) is not listed twice.
    expect(withLiveNotification(next, note('b'), 2, false).data.map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('keeps the unseen count at 0 while the bell is open, works without a cached page, and keeps one page', () => {
    expect(withLiveNotification({ data: [], unseen: 0 }, note('x'), 5, true).unseen).toBe(0);
    expect(withLiveNotification(undefined, note('x'), 1, false)).toEqual({ data: [note('x')], unseen: 1 });
    const full = { data: Array.from({ length: BELL_PAGE_SIZE }, (_, i) => note(`n${i}`)), unseen: 0 };
    const next = withLiveNotification(full, note('new'), 1, false);
    expect(next.data).toHaveLength(BELL_PAGE_SIZE);
    expect(next.data[0]!.id).toBe('new');
  });
});

describe('web notification texts', () => {
  const load = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/common.json`), 'utf8'));

  it('has a text for every kind in English and Russian, with its values filled in', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: load('en') }, ru: { common: load('ru') } }, defaultNS: 'common', interpolation: { escapeValue: false } });
    const samples: Record<(typeof NOTIFICATION_KINDS)[number], TNotification> = {
      INVOICE_PUBLISHED: note('1'),
      BILL_PAID: note('2', { kind: 'BILL_PAID' }),
      BILL_VOIDED: note('3', { kind: 'BILL_VOIDED' }),
      INVITATION_ACCEPTED: note('4', { kind: 'INVITATION_ACCEPTED', params: { email: 'ann@acme.example', name: 'Ann Lee' } }),
      CHAT_MESSAGE: note('5', { kind: 'CHAT_MESSAGE', params: { from: 'Cora Client', roomId: 'r1' } }),
      EMPLOYMENT_INVITATION: note('6', { kind: 'EMPLOYMENT_INVITATION', params: { employer: 'Acme Corp' } }),
      EMPLOYMENT_ACCEPTED: note('7', { kind: 'EMPLOYMENT_ACCEPTED', params: { name: 'Jane Smith' } }),
      EMPLOYMENT_DECLINED: note('8', { kind: 'EMPLOYMENT_DECLINED', params: { name: 'Jane Smith' } }),
      SIGN_REQUEST: note('9', { kind: 'SIGN_REQUEST', params: { sender: 'Acme Corp', title: 'Engagement letter' } }),
      DOCUMENT_COMPLETED: note('10', { kind: 'DOCUMENT_COMPLETED', params: { title: 'Engagement letter' } }),
      DOCUMENT_DECLINED: note('11', { kind: 'DOCUMENT_DECLINED', params: { title: 'Engagement letter', signer: 'John Doe' } }),
      LEAVE_REQUESTED: note('12', { kind: 'LEAVE_REQUESTED', params: { name: 'John Doe', period: '2026-12-14 – 2026-12-18' } }),
      LEAVE_APPROVED: note('13', { kind: 'LEAVE_APPROVED', params: { period: '2026-12-14 – 2026-12-18' } }),
      LEAVE_REJECTED: note('14', { kind: 'LEAVE_REJECTED', params: { period: '2026-12-14' } }),
      PAYSTUB_READY: note('15', { kind: 'PAYSTUB_READY', params: { company: 'Acme Corp', payDate: '2026-12-04' } }),
    };
    for (const lng of ['en', 'ru']) {
      await i18n.changeLanguage(lng);
      for (const kind of NOTIFICATION_KINDS) {
        const text = notificationText(i18n.t, samples[kind]);
        expect(text, `${lng} ${kind}`).not.toContain('{{');
        expect(text).not.toContain('notifications.kind');
        for (const value of Object.values(samples[kind].params)) {
          if (typeof value === 'string' && kind !== 'CHAT_MESSAGE') expect(text).toContain(value);
        }
      }
    }
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t, samples.INVOICE_PUBLISHED)).toBe('Invoice INV-7 from Jane Co for $1,234.56 was published');
    expect(notificationText(i18n.t, samples.CHAT_MESSAGE)).toBe('New chat message from Cora Client');
    await i18n.changeLanguage('ru');
    expect(notificationText(i18n.t, samples.INVOICE_PUBLISHED)).toBe('Выставлен счёт INV-7 от Jane Co на сумму $1,234.56');
  });
});
