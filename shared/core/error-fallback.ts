/**
 * The message the product shows when a code is not in the catalogue (spec 001 §8). Its own module,
 * so the web's first route can show it without carrying the whole catalogue (errors.ts).
 */
export const FALLBACK_ERROR_MESSAGE = 'An error has occurred. Please contact to system administrator.';
