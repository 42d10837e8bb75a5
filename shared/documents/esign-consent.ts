/**
 * The consumer disclosure a signer agrees to before the first electronic signature, as the ESIGN Act
 * asks of electronic records given to a consumer (15 U.S.C. § 7001(c)(1)): the right to have the
 * record on paper, the right to withdraw consent and how, what the consent covers, how to get a
 * paper copy, and the hardware and software needed. Each version is kept as published: the server
 * stores the exact text shown and its version with the signature, so what a signer agreed to can be
 * proven later. A change of wording is a new version, never an edit of an old one.
 */
export const ESIGN_CONSENT = {
  '2026-1': {
    EN: [
      'Consent to use electronic records and signatures',
      'By selecting "I agree", you consent to receive this document and sign it electronically. Your electronic signature has the same legal effect as a handwritten one.',
      'You have the right to receive this document on paper instead. To do so, or to withdraw this consent, write to the sender of the document before you sign; withdrawing ends electronic signing of this document and has no fee.',
      'Your consent covers this document and the records of its signing. After the document is completed you may ask the sender for a paper copy at no charge, and download the signed PDF.',
      'To read and keep the document you need a current web browser and software that opens PDF files, and an email address where you can receive messages.',
    ].join('\n\n'),
    RU: [
      'Согласие на использование электронных документов и подписей',
      'Нажимая «Я согласен», вы соглашаетесь получить этот документ и подписать его электронно. Ваша электронная подпись имеет ту же юридическую силу, что и собственноручная.',
      'Вы вправе получить этот документ на бумаге. Для этого, а также чтобы отозвать согласие, напишите отправителю документа до подписания; отзыв прекращает электронное подписание этого документа и бесплатен.',
      'Согласие распространяется на этот документ и записи о его подписании. После завершения документа вы можете бесплатно запросить у отправителя бумажную копию и скачать подписанный PDF.',
      'Чтобы прочитать и сохранить документ, нужны современный браузер, программа для открытия PDF и адрес электронной почты, на который вы получаете письма.',
    ].join('\n\n'),
  },
} as const;

export type TConsentVersion = keyof typeof ESIGN_CONSENT;
/** The version shown to signers now. */
export const CURRENT_CONSENT_VERSION: TConsentVersion = '2026-1';

export function consentText(version: string, language: 'EN' | 'RU'): string | undefined {
  return (ESIGN_CONSENT as Record<string, { EN: string; RU: string }>)[version]?.[language];
}
