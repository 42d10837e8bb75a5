/**
 * The sales tax rate on the server (issue 19, item 7): a fraction from 0 to 1 (0 % to 100 %) with at
 * most two decimals in percent. A rate outside is refused with 400 `invalid_request` on `salesRate`
 * (a catalogue code, a clear message, never a 5xx) on every call that takes one, and nothing is
 * stored; 88.75 % (the 00.00 mask's '8875') is kept as 0.8875 and taxed in exact integer cents on
 * the log, the invoice and the payer's bill.
 */
import { describe, expect, it } from 'vitest';
import { SALES_RATE_RANGE } from '../../shared/billing/billing.schema.js';
import { ERROR_CATALOGUE, isSystemCode } from '../../shared/core/errors.js';
import { auditEvents } from '../support/aws.js';
import { act, contractingCompany, createLog, createService, type Invoice, logBody, newPerson, TODAY } from '../support/billing.js';

/** Outside 0–1: past 100 %, a percent sent as if it were the fraction, the mask's digits, and below 0. */
const OUTSIDE = [1.0001, 1.5, 88.75, 8875, -0.0001, -0.01, -1] as const;

/** Tax in cents, half up, computed here from the basis points: gross x 8,875 / 10,000. */
const taxOf = (grossCents: number, basisPoints: number) => Number((BigInt(grossCents) * BigInt(basisPoints) + 5000n) / 10000n);

type TRes = { status: number; text: string; body: any };

/** The refusal every out-of-range rate gets: a 4xx with the catalogue's invalid_request on salesRate. */
function expectRangeRefusal(res: TRes, why: string) {
  expect(res.status, `${why}: ${res.text}`).toBe(400);
  expect(res.status).toBeLessThan(500);
  expect(isSystemCode(res.body.systemCode), why).toBe(true);
  expect(res.body.systemCode).toBe('invalid_request');
  expect(ERROR_CATALOGUE[res.body.systemCode as 'invalid_request'].status).toBe(400);
  expect(res.body.param, why).toBe('salesRate');
  expect(res.body.message, why).toBe(SALES_RATE_RANGE);
  expect(res.body.fieldErrors?.salesRate, why).toEqual([SALES_RATE_RANGE]);
}

describe('the sales tax rate is bounded to 0–100 % on the server', () => {
  it('refuses a service rate over 100 % or below 0 with 400 invalid_request on salesRate, stores nothing, audits the failure', async () => {
    const a = await newPerson('Rate', 'Bounds');
    for (const salesRate of OUTSIDE) {
      const res = await act(a, 'POST', '/api/billing/services', { name: `Out of range ${salesRate}`, priceCents: 1000, salable: true, salesRate });
      expectRangeRefusal(res, `POST services ${salesRate}`);
    }
    const listed = await act(a, 'GET', '/api/billing/services?name=range');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    const failures = (await auditEvents(a.ws)).filter((e) => e.event === 'SERVICE_CREATED' && e.success === false);
    expect(failures).toHaveLength(OUTSIDE.length);
    for (const e of failures) expect(e.props).toMatchObject({ systemCode: 'invalid_request', status: 400 });

    // Not a number at all (the form's text '88.75'): refused on the same field, by type.
    const text = await act(a, 'POST', '/api/billing/services', { name: 'Text rate', priceCents: 1000, salable: true, salesRate: '88.75' });
    expect(text.status, text.text).toBe(400);
    expect(text.body).toMatchObject({ systemCode: 'invalid_request', param: 'salesRate' });
  });

  it('refuses an edit of a service to a rate outside and keeps the stored rate', async () => {
    const a = await newPerson('Rate', 'Edit');
    const service = await createService(a, { name: 'Resale', priceCents: 1000, salable: true, salesRate: 0.0888 });
    for (const salesRate of OUTSIDE) {
      const res = await act(a, 'PUT', `/api/billing/services/${service.id}`, { name: 'Resale', priceCents: 1000, salable: true, salesRate });
      expectRangeRefusal(res, `PUT services ${salesRate}`);
    }
    expect((await act(a, 'GET', `/api/billing/services/${service.id}`)).body).toMatchObject({ salesRate: 0.0888, name: 'Resale' });
  });

  it('refuses a log rate outside on create and on update; the stored log keeps its rate and tax', async () => {
    const payee = await newPerson('Rate', 'Logs');
    const payer = await contractingCompany(payee, 'Rate Logs LLC');
    const service = await createService(payee, { name: 'Goods', priceCents: 10_000, salable: true });
    for (const salesRate of OUTSIDE) {
      const res = await act(payee, 'POST', '/api/billing/service-logs', logBody(payee.ws, payer.ws, service.id, { salesRate }));
      expectRangeRefusal(res, `POST service-logs ${salesRate}`);
    }
    expect((await act(payee, 'GET', '/api/billing/service-logs?side=CONTRACTOR')).body.data).toEqual([]);

    const log = await createLog(payee, payee.ws, payer.ws, service.id, { salesRate: 0.07 });
    expect(log).toMatchObject({ grossCents: 10_000, taxCents: 700, totalCents: 10_700 });
    for (const salesRate of OUTSIDE) {
      const res = await act(payee, 'PUT', `/api/billing/service-logs/${log.id}`, logBody(payee.ws, payer.ws, service.id, { salesRate }));
      expectRangeRefusal(res, `PUT service-logs ${salesRate}`);
    }
    expect((await act(payee, 'GET', `/api/billing/service-logs/${log.id}`)).body).toMatchObject({ salesRate: 0.07, taxCents: 700, totalCents: 10_700 });
  });
});

describe('a valid rate round-trips as the fraction and is taxed in exact cents', () => {
  it('keeps 88.75 % as 0.8875 on the service, the log, the invoice and the bill, with 88.75 % of the gross as tax', async () => {
    const payee = await newPerson('Rate', 'Payee');
    const payer = await contractingCompany(payee, 'Rate Payer LLC');

    const service = await createService(payee, { name: 'Taxed goods', priceCents: 12_345, salable: true, salesRate: 0.8875 });
    expect(service).toMatchObject({ salesRate: 0.8875 });
    expect((await act(payee, 'GET', `/api/billing/services/${service.id}`)).body.salesRate).toBe(0.8875);

    // $123.45 x 1 and $123.45 x 2.5 at 88.75 %: gross 12,345 and 30,863 cents (half up).
    const gross = [12_345, Math.round(12_345 * 2.5)];
    const tax = gross.map((g) => taxOf(g, 8875));
    expect(tax).toEqual([10_956, 27_391]);
    const one = await createLog(payee, payee.ws, payer.ws, service.id, { priceCents: 12_345, quantity: 1, salesRate: 0.8875 });
    const two = await createLog(payee, payee.ws, payer.ws, service.id, {
      priceCents: 12_345,
      quantity: 2.5,
      salesRate: 0.8875,
      startAt: `${TODAY}T09:00:00Z`,
      endAt: `${TODAY}T11:30:00Z`,
    });
    expect(one).toMatchObject({ salesRate: 0.8875, grossCents: gross[0], taxCents: tax[0], totalCents: gross[0]! + tax[0]! });
    expect(two).toMatchObject({ salesRate: 0.8875, grossCents: gross[1], taxCents: tax[1], totalCents: gross[1]! + tax[1]! });
    expect((await act(payee, 'GET', `/api/billing/service-logs/${one.id}`)).body).toMatchObject({ salesRate: 0.8875, taxCents: tax[0] });

    const issued = await act(payee, 'POST', '/api/billing/invoices', { payerId: payer.ws, serviceLogIds: [one.id, two.id], invoiceDate: TODAY });
    expect(issued.status, issued.text).toBe(201);
    const invoice = issued.body as Invoice;
    const subtotal = gross[0]! + gross[1]!;
    const taxTotal = tax[0]! + tax[1]!;
    expect(invoice).toMatchObject({ subtotalCents: subtotal, taxCents: taxTotal, totalCents: subtotal + taxTotal });
    expect(taxTotal).toBe(38_347);
    const bill = await act(payer, 'GET', `/api/billing/invoices/${invoice.id}`);
    expect(bill.status, bill.text).toBe(200);
    expect(bill.body).toMatchObject({ status: 'PENDING_PAYMENT', subtotalCents: subtotal, taxCents: taxTotal, totalCents: subtotal + taxTotal });
    expect(bill.body.items.map((i: { salesRate?: number }) => i.salesRate)).toEqual([0.8875, 0.8875]);
  });

  it('accepts the ends of the range: 0 % taxes nothing, 100 % taxes the whole gross', async () => {
    const payee = await newPerson('Rate', 'Ends');
    const payer = await contractingCompany(payee, 'Rate Ends LLC');
    const top = await createService(payee, { name: 'Top rate', priceCents: 999, salable: true, salesRate: 1 });
    expect(top).toMatchObject({ salesRate: 1 });
    const full = await createLog(payee, payee.ws, payer.ws, top.id, { priceCents: 999, quantity: 1, salesRate: 1 });
    expect(full).toMatchObject({ salesRate: 1, grossCents: 999, taxCents: 999, totalCents: 1998 });
    const none = await createLog(payee, payee.ws, payer.ws, top.id, { priceCents: 999, quantity: 1, salesRate: 0 });
    expect(none).toMatchObject({ salesRate: 0, grossCents: 999, taxCents: 0, totalCents: 999 });
  });
});
