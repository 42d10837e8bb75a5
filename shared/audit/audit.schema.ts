import * as z from 'zod/mini';

/** Audit page size (spec 001 §9): pages are 0-based on the wire, 1-based on screen. */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_PARTY_TYPES = ['PERSON', 'COMPANY', 'SUBLIME_EMPLOYEE', 'ANONYMOUS'] as const;
export type TAuditPartyType = (typeof AUDIT_PARTY_TYPES)[number];

/** Who acted (producer) or was acted on (consumer); name, email and phone where known (hover info). */
export const ZAuditPartySchema = z.object({
  type: z.enum(AUDIT_PARTY_TYPES),
  userId: z.optional(z.string()),
  workspaceId: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type TAuditParty = z.infer<typeof ZAuditPartySchema>;

/** A file an event names: the audit page offers it for download (spec 001 §3 FILE_META). */
export const ZAuditFileMetaSchema = z.object({ id: z.string(), fileName: z.string(), workspaceId: z.string() });
/** A server-side failure's error (spec 001 §3 ERROR): shown with its stack trace. */
export const ZAuditErrorSchema = z.object({ name: z.string(), message: z.string(), stack: z.optional(z.string()) });

/** An audit event as the audit page reads it (spec 001 §3 Audit event). */
export const ZAuditEventSchema = z.object({
  id: z.string(),
  event: z.string(),
  success: z.boolean(),
  createDateTime: z.string(),
  producer: ZAuditPartySchema,
  consumer: z.optional(ZAuditPartySchema),
  /** Set when a provider employee acted in a client's workspace. */
  actingFor: z.optional(z.string()),
  props: z.record(z.string(), z.unknown()),
  route: z.string(),
  correlationId: z.string(),
  sourceIp: z.optional(z.string()),
  /** The chain the event is linked into, its place in it and the link hashes (tamper evidence). */
  chain: z.string(),
  seq: z.number().check(z.int(), z.positive()),
  prevHash: z.string(),
  hash: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;

const ZIsoSchema = z.iso.datetime({ offset: false, message: 'A UTC ISO date-time' });
/** `events=A&events=B` reaches the handler as `A,B` (API Gateway joins repeated parameters). */
const ZListSchema = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v)),
  z.array(z.string().check(z.regex(/^[A-Za-z0-9_.]{1,64}$/))).check(z.maxLength(50)),
);

/** Audit filter (spec 001 §3): page 0-based, size 20, all fields optional (§5 "no required fields"). */
export const ZAuditQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), AUDIT_PAGE_SIZE),
    events: z.optional(ZListSchema),
    producerId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    consumerId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    producerType: z.optional(z.enum(AUDIT_PARTY_TYPES)),
    consumerType: z.optional(z.enum(AUDIT_PARTY_TYPES)),
    dateTimeFrom: z.optional(ZIsoSchema),
    dateTimeTo: z.optional(ZIsoSchema),
  })
  .check(
    z.refine((q) => !q.dateTimeFrom || !q.dateTimeTo || q.dateTimeFrom <= q.dateTimeTo, {
      path: ['dateTimeTo'],
      message: 'dateTimeTo is before dateTimeFrom',
    }),
  );
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

export const ZAuditPageSchema = z.object({ data: z.array(ZAuditEventSchema), countOfPages: z.number().check(z.int(), z.minimum(0)) });
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

export const ZAuditVerifyQuerySchema = z.object({ chain: z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9_#-]+$/)) });

/** The result of checking one chain: intact, or the first link that does not hold. */
export const ZChainCheckSchema = z.object({
  chain: z.string(),
  intact: z.boolean(),
  /** Links checked (up to the break). */
  count: z.number().check(z.int()),
  headSeq: z.number().check(z.int()),
  broken: z.optional(
    z.object({ seq: z.number().check(z.int()), sk: z.string(), reason: z.enum(['seq', 'prevHash', 'hash', 'head', 'unreadable']) }),
  ),
});
export type TChainCheck = z.infer<typeof ZChainCheckSchema>;
