/**
 * The revision lines of the forms whose answers live in this folder, apart from their schemas, so
 * the forms' core (../forms-core.schema.ts) names them without loading the schemas.
 */
/** Form 8822-B's revision the answers are validated and rendered as (the form's own revision line). */
export const F8822B_REVISION = 'Rev. December 2019';
/** Form I-9's edition line, as printed on it. */
export const I9_EDITION = '01/20/25';
