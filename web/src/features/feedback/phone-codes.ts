/** Country calling codes offered by the phone picker; +1 is the default (spec 001 §9). */
export const PHONE_CODES = [
  { value: '+1', label: 'US/CA +1' },
  { value: '+7', label: 'RU/KZ +7' },
  { value: '+44', label: 'GB +44' },
  { value: '+49', label: 'DE +49' },
  { value: '+33', label: 'FR +33' },
  { value: '+34', label: 'ES +34' },
  { value: '+39', label: 'IT +39' },
  { value: '+48', label: 'PL +48' },
  { value: '+31', label: 'NL +31' },
  { value: '+380', label: 'UA +380' },
  { value: '+375', label: 'BY +375' },
  { value: '+374', label: 'AM +374' },
  { value: '+994', label: 'AZ +994' },
  { value: '+995', label: 'GE +995' },
  { value: '+998', label: 'UZ +998' },
  { value: '+972', label: 'IL +972' },
  { value: '+90', label: 'TR +90' },
  { value: '+91', label: 'IN +91' },
  { value: '+86', label: 'CN +86' },
  { value: '+81', label: 'JP +81' },
  { value: '+82', label: 'KR +82' },
  { value: '+52', label: 'MX +52' },
  { value: '+55', label: 'BR +55' },
  { value: '+61', label: 'AU +61' },
] as const;

/** Keeps digits and one leading plus (spec 000 §5). */
export function sanitizePhone(value: string): string {
  const plus = value.trimStart().startsWith('+');
  const digits = value.replace(/\D/g, '').slice(0, 13);
  return plus ? `+${digits}` : digits;
}
