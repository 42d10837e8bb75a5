import { newId } from '../../../shared/core/ids.js';
import type { TLanguage } from '../../../shared/core/common.schema.js';
import type { TMail } from '../../../shared/identity/identity.schema.js';
import { config } from '../../core/config.js';
import type { TTransactItem } from '../../core/entity.js';
import { lazy } from '../../core/lazy.js';
import { logger } from '../../core/logger.js';
import { MailEntity } from '../data/identity.entities.js';

/** SES, loaded only by the first email an AWS deployment sends. */
const ses = lazy(async () => {
  const sdk = await import('@aws-sdk/client-sesv2');
  return { sdk, client: new sdk.SESv2Client({}) };
});

const TEXTS: Record<TMail['kind'], Record<TLanguage, { subject: string; body: string }>> = {
  CONFIRM_EMAIL: {
    EN: { subject: 'Confirm your email', body: 'Welcome to Sublime. Confirm your email address with this link:' },
    RU: { subject: 'Подтвердите адрес электронной почты', body: 'Добро пожаловать в Sublime. Подтвердите адрес по ссылке:' },
  },
  RESET_PASSWORD: {
    EN: { subject: 'Reset your password', body: 'Set a new password with this link (valid for one hour):' },
    RU: { subject: 'Сброс пароля', body: 'Задайте новый пароль по ссылке (действует один час):' },
  },
  INVITATION: {
    EN: { subject: 'You are invited to Sublime', body: 'Complete your registration with this link (valid for 7 days):' },
    RU: { subject: 'Приглашение в Sublime', body: 'Завершите регистрацию по ссылке (действует 7 дней):' },
  },
  SIGN_REQUEST: {
    EN: {
      subject: 'Please sign: {{title}}',
      body: '{{sender}} asks you to sign "{{title}}". Open the document with this link, which is yours alone (valid until {{until}}):',
    },
    RU: {
      subject: 'Подпишите: {{title}}',
      body: '{{sender}} просит вас подписать «{{title}}». Откройте документ по этой ссылке, она только ваша (действует до {{until}}):',
    },
  },
};

/** Fills `{{name}}` placeholders; a value never introduces another placeholder. */
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

/**
 * An email the portal sends. Locally it is an outbox item written in the caller's transaction;
 * in AWS it goes through SES after the transaction commits.
 */
export function composeMail(args: {
  kind: TMail['kind'];
  to: string;
  link: string;
  language: TLanguage;
  recipientStaff?: boolean;
  /** Values of the text's placeholders (a signing request's sender, title and date). */
  params?: Record<string, string>;
}) {
  const template = TEXTS[args.kind][args.language];
  const text = { subject: fill(template.subject, args.params ?? {}), body: fill(template.body, args.params ?? {}) };
  const mail: TMail & { recipientStaff?: boolean } = {
    id: newId(),
    kind: args.kind,
    to: args.to,
    subject: text.subject,
    text: `${text.body}\n${args.link}`,
    link: args.link,
    createdAt: new Date().toISOString(),
    ...(args.recipientStaff ? { recipientStaff: true } : {}),
  };
  const ops: TTransactItem[] = config.mailMode === 'outbox' ? [MailEntity.putOp(mail)] : [];
  const send = async () => {
    if (config.mailMode !== 'ses') return;
    try {
      const { sdk, client } = await ses();
      await client.send(
        new sdk.SendEmailCommand({
          FromEmailAddress: config.mailFrom,
          Destination: { ToAddresses: [mail.to] },
          Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
        }),
      );
    } catch (error) {
      // The change is committed; a lost email is recoverable by asking again, so log and go on.
      logger.error('Email not sent', { error, kind: mail.kind });
    }
  };
  return { ops, send };
}

/** What the outbox shows instead of a live link that the reader may not follow. */
export const HIDDEN_LINK = '(link hidden: sent to a staff account)';

/**
 * The local outbox, for an ADMIN (the route's permission). A link sent to a staff account is
 * shown only to that account itself: a reset or confirmation link of another staff member (an
 * ADMIN's above all) would let the reader take over that account (docs/decisions/0018-identity-hardening.md).
 */
export async function listOutbox(reader: { email: string }): Promise<TMail[]> {
  const { data } = await MailEntity.query({ pk: 'OUTBOX', newestFirst: true, limit: 100 });
  return data.map(({ recipientStaff, ...mail }) => {
    if (!recipientStaff || mail.to === reader.email || !mail.link) return mail;
    const { link, ...rest } = mail;
    return { ...rest, text: rest.text.split(link).join(HIDDEN_LINK) };
  });
}
