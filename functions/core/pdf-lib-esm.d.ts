/**
 * Types for the single-file ES builds of pdf-lib and fontkit that pdf-toolkit.ts imports: the
 * same API as the packages' main entries, which carry the declarations.
 */
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib';
}

declare module '@pdf-lib/fontkit/dist/fontkit.es.min.js' {
  import type * as fontkit from '@pdf-lib/fontkit';

  const api: typeof fontkit;
  export default api;
}
