/**
 * zod/mini ships without messages: every issue reads "Invalid input" until a locale is set. Classic
 * zod installed English on first use, and its messages reach the API's `fieldErrors` and the forms,
 * so each entry point that shows zod's own messages imports this module once: the same rule
 * classic applied, English unless a locale is already set (docs/decisions/0011-zod-mini.md).
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(en());
