/**
 * The approved PTO and Sick Leave Policies as PDFs (docs/decisions/0029-leave-policies.md): the
 * policy's terms in words, then on the last page the officer's approval (signature and name boxes,
 * signed first, through the signing engine) and the employee's acknowledgment (the boxes the
 * employee's copy places their signature and name in). Drawn with the Holiday and Overtime Policy's
 * layout (haop-pdf.ts), loaded with pdf-lib on the first policy a warm function renders.
 */
import { HOURS_PER_DAY } from '../../../shared/policies/leave-policy.schema.js';
import { fit, pdfToolkit, printable } from '../../core/pdf-toolkit.js';
import type { TStoredLeavePolicy } from '../data/leave-policies.entities.js';
import { Layout, PAGE, SIZE, type TBox, usDate, WIDTH } from './haop-pdf.js';

export type TLeaveText = Omit<TStoredLeavePolicy, 'approvedPolicy' | 'approvedKey' | 'approvedBoxes' | 'officerDocumentId' | 'officerPublicId' | 'version'>;

export interface TLeaveRendition {
  bytes: Uint8Array;
  pages: number;
  boxes: { officerSignature: TBox; officerName: TBox; signature: TBox; name: TBox };
}

const num = (v: number) => String(Math.round(v * 100) / 100);
const hours = (v: number) => `${num(v)} hour${v === 1 ? '' : 's'}`;
const days = (v: number) => `${num(v)} day${v === 1 ? '' : 's'}`;
const WHO: Record<TLeaveText['employmentType'], string> = { STAFF: 'employees', CONTRACTOR: 'contractors', FOREIGN_CONTRACTOR: 'foreign contractors' };
const SIZES = { MICRO: '1 to 4 employees', MEDIUM: '5 to 99 employees', LARGE: '100 or more employees' } as const;

/** Who the policy covers, in words. */
function scopeOf(p: TLeaveText): string {
  const where = p.applicableFor === 'BRANCH' && p.branchName ? ` of its ${p.branchName} branch` : '';
  return `This policy applies to the ${WHO[p.employmentType]}${where} of ${p.companyName} working in the State of ${p.applicableState === 'NY' ? 'New York' : p.applicableState}. It takes effect on ${usDate(p.createDate.slice(0, 10))} once approved by the company's ${p.officerTitle}.`;
}

/** The terms of the policy as the PDF prints them. */
export function leaveParagraphs(p: TLeaveText): { heading: string; lines: string[] }[] {
  if (p.kind === 'PTO') {
    const total = p.vacationIntervalTotal ?? 0;
    return [
      {
        heading: '1. Paid time off',
        lines: [
          `Each ${WHO[p.employmentType].replace(/s$/u, '')} earns up to ${hours(total)} (${days(total / HOURS_PER_DAY)}) of paid time off a year, accrued evenly over the year.`,
          `Paid time off accrues and may be used after an eligibility (probationary) period of ${days(p.eligibilityPeriod ?? 0)} from the start of employment.`,
          `The shortest vacation is ${hours(p.vacationIntervalMin ?? 0)}. A vacation is requested at least ${days(p.vacationNoticePeriod ?? 0)} ahead and approved before it is taken.`,
        ],
      },
      {
        heading: '2. Carryover and payout',
        lines: [
          `At most ${hours(p.carryover)} of unused paid time off carries over into the next year; the rest is forfeited.`,
          p.vacationPayout ? 'Unused paid time off is paid out when employment ends.' : 'Unused paid time off is not paid out when employment ends.',
        ],
      },
    ];
  }
  const pay = p.payInterval ?? 0;
  const notPay = p.notPayInterval ?? 0;
  const total = pay + notPay;
  return [
    {
      heading: '1. Sick leave (New York Labor Law § 196-b)',
      lines: [
        `The company has ${SIZES[p.companySize ?? 'MEDIUM']}${p.companySize === 'MICRO' ? (p.annualRevenue === 'UNDER_1M' ? ' and a net income under $1 million' : ' and a net income of $1 million or more') : ''}.`,
        `Employees accrue one hour of sick leave for every ${p.accumulationRate ?? 30} hours worked, from the start of employment, up to ${hours(total)} (${days(total / HOURS_PER_DAY)}) a year.`,
        `Of the sick leave used in a year, up to ${hours(pay)} is paid at the employee's regular rate${notPay ? ` and up to ${hours(notPay)} more is unpaid, job-protected leave` : ''}.`,
        'Sick leave may be used for the mental or physical illness, injury or health condition of the employee or a family member, for their diagnosis, care or treatment, for preventive care, and for the purposes the law lists for victims of domestic violence, a sexual offense, stalking or human trafficking.',
        'The company does not ask for medical details and does not retaliate against anyone who uses or asks for sick leave.',
      ],
    },
    {
      heading: '2. Carryover and payout',
      lines: [
        `At most ${hours(p.carryover)} of unused sick leave carries over into the next year.`,
        p.payout ? 'Unused sick leave is paid out when employment ends.' : 'Unused sick leave is not paid out when employment ends.',
      ],
    },
  ];
}

/** The policy as a Letter-size PDF: the terms, then the officer's approval and the employee's acknowledgment on the last page. */
export async function renderLeavePdf(p: TLeaveText): Promise<TLeaveRendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(p.title);
  doc.setAuthor(p.companyName);
  doc.setSubject(p.kind === 'PTO' ? 'PTO (Paid Time Off) Policy' : 'Sick Leave Policy');
  const layout = new Layout(() => doc.addPage([PAGE.width, PAGE.height]), { regular: font, bold: strong });

  layout.paragraph(p.title, { size: SIZE.title, bold: true, after: 2 });
  layout.paragraph(p.companyName, { size: SIZE.heading, after: 8 });
  layout.rule();
  layout.paragraph(scopeOf(p), { after: 6 });
  for (const section of leaveParagraphs(p)) {
    layout.heading(section.heading);
    for (const line of section.lines) layout.paragraph(line, { bullet: true });
  }

  const BOX = { signature: 0.05 * PAGE.height, name: 0.04 * PAGE.height };
  const block = BOX.signature + BOX.name + 40;
  layout.room(SIZE.heading * LEADING_ROOM * 4 + SIZE.body * LEADING_ROOM * 4 + 2 * block + 60);
  const pageNumber = () => layout.pages.length;
  const box = (top: number, height: number): TBox => ({
    pageNumber: pageNumber(),
    relativePosX: Math.round((PAGE.margin / PAGE.width) * 10_000) / 10_000,
    relativePosY: Math.round((top / PAGE.height) * 10_000) / 10_000,
    relativeHeight: Math.round((height / PAGE.height) * 10_000) / 10_000,
  });
  const caption = (label: string, boxTop: number, boxHeight: number) => {
    const y = PAGE.height - (boxTop + boxHeight);
    layout.page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + boxHeight * 3 + 40, y }, thickness: 0.6 });
    layout.page.drawText(printable(label, font), { x: PAGE.margin, y: y - SIZE.small - 2, size: SIZE.small, font });
  };
  const signatureBlock = (who: string) => {
    const sigTop = layout.top;
    const nameTop = sigTop + BOX.signature + 26;
    caption(`${who} signature`, sigTop, BOX.signature);
    caption(`${who} name`, nameTop, BOX.name);
    layout.top += nameTop + BOX.name + 24 - sigTop;
    return { signature: box(sigTop, BOX.signature), name: box(nameTop, BOX.name) };
  };
  layout.heading('3. Approval');
  layout.paragraph(`Approved for ${p.companyName} by ${p.officerName}, ${p.officerTitle}.`, { after: 12 });
  const officer = signatureBlock(p.officerTitle);
  layout.heading('4. Acknowledgment');
  layout.paragraph(`I have received and read the ${p.title} of ${p.companyName}, I understand it, and I agree to follow it.`, { after: 12 });
  const employee = signatureBlock('Employee');

  layout.pages.forEach((page, i) =>
    page.drawText(fit(printable(`${p.title} — page ${i + 1} of ${layout.pages.length}`, font), font, 7.5, WIDTH), { x: PAGE.margin, y: PAGE.margin / 2, size: 7.5, font }),
  );
  return {
    bytes: await doc.save(),
    pages: layout.pages.length,
    boxes: { officerSignature: officer.signature, officerName: officer.name, signature: employee.signature, name: employee.name },
  };
}

const LEADING_ROOM = 1.4;
