import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A small fillable PDF standing in for an official form's (docs/decisions/0026-form-templates.md):
 * text fields for a W-8BEN's lines 1, 2 and 8, the U.S. TIN's three boxes, a box for line 6b, a date
 * and a signature field, named the way the IRS's fillable PDFs name theirs.
 */
export async function makeFillablePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Template W-8BEN (test)', { x: 36, y: 740, size: 16, font });
  const form = doc.getForm();
  const text = (name: string, x: number, y: number, width: number) => form.createTextField(name).addToPage(page, { x, y, width, height: 18, borderWidth: 0 });
  text(TEMPLATE_FIELDS.name, 36, 680, 400);
  text(TEMPLATE_FIELDS.citizenshipCountry, 36, 640, 300);
  text(TEMPLATE_FIELDS.dateOfBirth, 36, 600, 120);
  text(TEMPLATE_FIELDS['usTin.1'], 380, 600, 40);
  text(TEMPLATE_FIELDS['usTin.2'], 430, 600, 30);
  text(TEMPLATE_FIELDS['usTin.3'], 470, 600, 50);
  text(TEMPLATE_FIELDS.today, 450, 200, 100);
  form.createCheckBox(TEMPLATE_FIELDS.foreignTinNotRequired).addToPage(page, { x: 36, y: 560, width: 10, height: 10 });
  text(TEMPLATE_SIGNATURE, 100, 190, 300);
  text('topmostSubform[0].Page1[0].f_unmapped[0]', 36, 100, 200);
  return Buffer.from(await doc.save());
}

export const TEMPLATE_FIELDS = {
  name: 'topmostSubform[0].Page1[0].f_1[0]',
  citizenshipCountry: 'topmostSubform[0].Page1[0].f_2[0]',
  dateOfBirth: 'topmostSubform[0].Page1[0].f_13[0]',
  'usTin.1': 'topmostSubform[0].Page1[0].SSN1[0]',
  'usTin.2': 'topmostSubform[0].Page1[0].SSN2[0]',
  'usTin.3': 'topmostSubform[0].Page1[0].SSN3[0]',
  foreignTinNotRequired: 'topmostSubform[0].Page1[0].c1_01[0]',
  today: 'topmostSubform[0].Page1[0].Date[0]',
};
export const TEMPLATE_SIGNATURE = 'topmostSubform[0].Page1[0].Signature[0]';
