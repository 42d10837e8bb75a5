import { EMPLOYEE_FORM_KINDS, type TFormKind } from '../../../../shared/documents/forms.schema.js';

/**
 * What the forms' screens say of each kind, in either language: the form's name as its agency
 * prints it ('W9' → 'W-9', 'IT2104' → 'IT-2104'). The archive's lists, rows and request dialogs
 * take the kind and build their texts and test ids from it (`w9-row`, `w4-row`…). Free of React;
 * the unit tests import it.
 */
export const formLabel = (kind: TFormKind): string =>
  kind === 'W8BEN' ? 'W-8BEN' : kind === 'F8822B' ? '8822-B' : kind.replace(/^([A-Z]+)(\d+)$/u, '$1-$2');

/** A W-9 or W-8BEN is a contractor's, with a TIN; the withholding certificates (W-4…) are an employee's, with an SSN. */
export const isEmployeeForm = (kind: TFormKind) => EMPLOYEE_FORM_KINDS.includes(kind);

/** A test id of a kind's screen: `w9-url`, `w4-url`. */
export const kindTestId = (kind: TFormKind, name: string) => `${kind.toLowerCase()}-${name}`;

/** The answer a server error names ('answers.tin', 'body.answers.tin' → 'tin'), or the param as given. */
export const answerKey = (param: string | undefined) => param?.replace(/^(body\.)?(answers\.)?/, '');
