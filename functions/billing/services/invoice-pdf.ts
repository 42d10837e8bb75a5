import type { PDFPage } from 'pdf-lib';
import type { TInvoice } from '../../../shared/billing/billing.schema.js';
import { fit, pdfToolkit as toolkit, printable } from '../../core/pdf-toolkit.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
/** DD.MM.yyyy, as the invoice list shows the invoice date (spec 001 §9). */
const dotted = (date: string) => date.split('-').reverse().join('.');

const PAGE = { width: 612, height: 792, margin: 48 };
const COLUMNS = [
  { title: 'Service', x: 48, width: 200 },
  { title: 'Date', x: 252, width: 70 },
  { title: 'Quantity', x: 326, width: 56, right: true },
  { title: 'Price', x: 386, width: 70, right: true },
  { title: 'Tax', x: 460, width: 50, right: true },
  { title: 'Amount', x: 514, width: 50, right: true },
] as const;


/**
 * The invoice as a PDF: payee, payer, number, dates, the items, subtotal, tax and total. Pages
 * are added as the items need them.
 */
export async function renderInvoicePdf(invoice: TInvoice): Promise<Uint8Array> {
  const { pdf, fontkit, regular, bold } = await toolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  const grey = pdf.rgb(0.35, 0.35, 0.35);
  doc.setTitle(`Invoice ${invoice.invoiceNumber ?? ''}`.trim());
  doc.setAuthor(invoice.payee.name);
  doc.setSubject(`Invoice from ${invoice.payee.name} to ${invoice.payer.name}`);
  doc.setCreationDate(new Date(invoice.publishedAt ?? invoice.createdAt));

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, size = 10, f = font, opts: { width?: number; right?: boolean; color?: ReturnType<typeof pdf.rgb> } = {}) => {
    let s = printable(value, f);
    if (opts.width) s = fit(s, f, size, opts.width);
    const shift = opts.right && opts.width ? opts.width - f.widthOfTextAtSize(s, size) : 0;
    page.drawText(s, { x: x + shift, y, size, font: f, color: opts.color });
  };

  text('INVOICE', PAGE.margin, 22, strong);
  if (invoice.invoiceNumber) text(`No. ${invoice.invoiceNumber}`, 400, 14, strong, { width: 164, right: true });
  y -= 36;

  const party = (label: string, p: TInvoice['payee'], x: number, top: number) => {
    y = top;
    text(label, x, 9, strong, { color: grey });
    y -= 14;
    text(p.name, x, 11, strong, { width: 240 });
    if (p.email) {
      y -= 14;
      text(p.email, x, 10, font, { width: 240 });
    }
  };
  const top = y;
  party('FROM (PAYEE)', invoice.payee, PAGE.margin, top);
  party('BILL TO (PAYER)', invoice.payer, 316, top);
  y = top - 56;

  const facts: [string, string][] = [
    ['Invoice date', dotted(invoice.invoiceDate)],
    ['Due date', dotted(invoice.dueDate)],
    ...(invoice.startDate && invoice.endDate ? [['Service period', `${dotted(invoice.startDate)} – ${dotted(invoice.endDate)}`] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    text(label, PAGE.margin, 10, font, { color: grey });
    text(value, 150, 10);
    y -= 15;
  }
  y -= 12;

  const header = () => {
    for (const c of COLUMNS) text(c.title, c.x, 9, strong, { width: c.width, right: 'right' in c, color: grey });
    y -= 6;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: grey });
    y -= 14;
  };
  header();
  for (const item of invoice.items) {
    if (y < PAGE.margin + 90) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      header();
    }
    const cells = [
      item.title,
      dotted(item.date),
      String(item.quantity),
      dollars(item.priceCents),
      dollars(item.taxCents),
      dollars(item.totalCents),
    ];
    COLUMNS.forEach((c, i) => text(cells[i]!, c.x, 9, font, { width: c.width, right: 'right' in c }));
    y -= 14;
    if (item.description) {
      text(item.description, COLUMNS[0].x + 8, 8, font, { width: 440, color: grey });
      y -= 12;
    }
  }
  y -= 4;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: grey });
  y -= 18;
  for (const [label, cents, f] of [
    ['Subtotal', invoice.subtotalCents, font],
    ['Tax', invoice.taxCents, font],
    ['Total', invoice.totalCents, strong],
  ] as const) {
    text(label, 400, 10, f);
    text(dollars(cents), 464, 10, f, { width: 100, right: true });
    y -= 15;
  }
  return doc.save();
}
