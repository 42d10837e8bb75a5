/**
 * Tax forms collected through links (docs/decisions/0025-tax-forms.md): the forms' core and every
 * kind's answers, in one module for whatever needs them all (the services, the web's forms). The
 * route table imports the core alone and each kind's submission schema through `deferredSchema`,
 * so a cold start of the documents function builds none of them.
 */
export * from './forms-core.schema.js';
export * from './form-kinds/tin.js';
export * from './form-kinds/w9.schema.js';
export * from './form-kinds/w4.schema.js';
export * from './form-kinds/it2104.schema.js';
export * from './form-kinds/w8ben.schema.js';
export * from './form-kinds/i9.schema.js';
export * from './form-kinds/f8822b.schema.js';
