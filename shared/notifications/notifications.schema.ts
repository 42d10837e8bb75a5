import * as z from 'zod/mini';

/** What a notification tells (the web renders each kind with its params, in the user's language). */
export const NOTIFICATION_KINDS = ['INVOICE_PUBLISHED', 'BILL_PAID', 'BILL_VOIDED', 'INVITATION_ACCEPTED', 'CHAT_MESSAGE', 'EMPLOYMENT_INVITATION', 'EMPLOYMENT_ACCEPTED', 'EMPLOYMENT_DECLINED', 'SIGN_REQUEST', 'DOCUMENT_COMPLETED', 'DOCUMENT_DECLINED', 'LEAVE_REQUESTED', 'LEAVE_APPROVED', 'LEAVE_REJECTED', 'PAYSTUB_READY'] as const;
export const ZNotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKindSchema>;

export const ZNotificationSchema = z.object({
  id: z.string(),
  kind: ZNotificationKindSchema,
  /** Values the text shows (invoice number, names); never secrets. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where the web links the notification to, when anywhere (an invoice, the chat). */
  link: z.optional(z.string()),
  createDateTime: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationPageSchema = z.object({
  data: z.array(ZNotificationSchema),
  nextCursor: z.optional(z.string()),
  /** Notifications since the bell was last opened. */
  unseen: z.number().check(z.int()),
});
