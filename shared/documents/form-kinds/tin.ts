/** SSN and ITIN: 3-2-4 digits; EIN: 2-7 digits (spec 000 §5). Shared by the W-9, W-4 and IT-2104 answers. */
export const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/u;
export const EIN_FORMAT = /^\d{2}-\d{7}$/u;
export const INVALID_SSN = 'SSN or ITIN must be 000-00-0000';
export const INVALID_EIN = 'Invalid EIN format';
