import * as z from 'zod';

/** Audit page size (spec 001 §9): pages are 0-based on the wire, 1-based on screen. */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_PARTY_TYPES = ['PERSON', 'COMPANY', 'SUBLIME_EMPLOYEE', 'ANONYMOUS'] as const;
export type TAuditPartyType = (typeof AUDIT_PARTY_TYPES)[number];

/** Who acted (producer) or was acted on (consumer); name, email and phone where known (hover info). */
export const ZAuditPartySchema = z.object({
  type: z.enum(AUDIT_PARTY_TYPES),
  userId: z.string().optional(),
  workspaceId: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type TAuditParty = z.infer<typeof ZAuditPartySchema>;

/** A file an event names: the audit page offers it for download (spec 001 §3 FILE_META). */
export const ZAuditFileMetaSchema = z.object({ id: z.string(), fileName: z.string(), workspaceId: z.string() });
/** A server-side failure's error (spec 001 §3 ERROR): shown with its stack trace. */
export const ZAuditErrorSchema = z.object({ name: z.string(), message: z.string(), stack: z.string().optional() });

/** An audit event as the audit page reads it (spec 001 §3 Audit event). */
export const ZAuditEventSchema = z.object({
  id: z.string(),
  event: z.string(),
  success: z.boolean(),
  createDateTime: z.string(),
  producer: ZAuditPartySchema,
  consumer: ZAuditPartySchema.optional(),
  /** Set when a provider employee acted in a client's workspace. */
  actingFor: z.string().optional(),
  props: z.record(z.string(), z.unknown()),
  route: z.string(),
  correlationId: z.string(),
  sourceIp: z.string().optional(),
  /** The chain the event is linked into, its place in it and the link hashes (tamper evidence). */
  chain: z.string(),
  seq: z.number().int().positive(),
  prevHash: z.string(),
  hash: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;

const ZIsoSchema = z.iso.datetime({ offset: false, message: 'A UTC ISO date-time' });
/** `events=A&events=B` reaches the handler as `A,B` (API Gateway joins repeated parameters). */
const ZListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().regex(/^[A-Za-z0-9_.]{1,64}$/)).max(50),
);

/** Audit filter (spec 001 §3): page 0-based, size 20, all fields optional (§5 "no required fields"). */
export const ZAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    events: ZListSchema.optional(),
    producerId: z.string().min(1).max(64).optional(),
    consumerId: z.string().min(1).max(64).optional(),
    producerType: z.enum(AUDIT_PARTY_TYPES).optional(),
    consumerType: z.enum(AUDIT_PARTY_TYPES).optional(),
    dateTimeFrom: ZIsoSchema.optional(),
    dateTimeTo: ZIsoSchema.optional(),
  })
  .refine((q) => !q.dateTimeFrom || !q.dateTimeTo || q.dateTimeFrom <= q.dateTimeTo, {
    path: ['dateTimeTo'],
    message: 'dateTimeTo is before dateTimeFrom',
  });
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

export const ZAuditPageSchema = z.object({ data: z.array(ZAuditEventSchema), countOfPages: z.number().int().min(0) });
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

export const ZAuditVerifyQuerySchema = z.object({ chain: z.string().min(1).max(80).regex(/^[A-Za-z0-9_#-]+$/) });

/** The result of checking one chain: intact, or the first link that does not hold. */
export const ZChainCheckSchema = z.object({
  chain: z.string(),
  intact: z.boolean(),
  /** Links checked (up to the break). */
  count: z.number().int(),
  headSeq: z.number().int(),
  broken: z
    .object({ seq: z.number().int(), sk: z.string(), reason: z.enum(['seq', 'prevHash', 'hash', 'head', 'unreadable']) })
    .optional(),
});
export type TChainCheck = z.infer<typeof ZChainCheckSchema>;
