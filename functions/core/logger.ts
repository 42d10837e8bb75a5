import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** One logger and one metrics sink per function instance (Powertools). */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sublime-api' });
export const metrics = new Metrics({ namespace: 'SublimePortal', serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sublime-api' });
export { MetricUnit };

// The tax forms' numbers too: a W-9's `tin`, a W-8BEN's `usTin` and `foreignTin`, an 8822-B's `ein` and
// responsible party's TIN, an I-9's A-Number, I-94 and passport numbers and its documents' numbers.
// Pay too (issue 17: salaries are kept out of logs): an employment's rate, a payroll line's amounts.
const SENSITIVE = /password|token|ssn|itin|tin$|^ein$|accountnumber|^number$|documentnumber|passportnumber|anumber|i94number|secret|authorization|code|ratecents|salary|bonus|commission|tips$|reimburse|wages|netpay|gross/i;

/** Drops values whose keys look sensitive, so request data can be logged safely. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  // Past the walked depth an object is cut, never passed on whole: a secret may sit inside it.
  if (depth > 4) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SENSITIVE.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}
