/** The payroll year-end forms' routes bound to their services (shared/payroll/forms.routes.ts), each area loaded on its first call. */
import * as R from '../../shared/payroll/forms.routes.js';
import { bind, type TBinding } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const w2 = lazy(() => import('./services/forms-w2.js'));
const nec = lazy(() => import('./services/forms-1099.js'));
const uploads = lazy(() => import('./services/forms-uploads.js'));

export const formBindings: TBinding[] = [
  bind(R.listW2Route, async ({ query }, ctx) => (await w2()).listW2(query, ctx)),
  bind(R.w2PdfRoute, async ({ params }, ctx) => (await w2()).w2Pdf(params, ctx)),
  bind(R.list1099Route, async ({ query }, ctx) => (await nec()).list1099(query, ctx)),
  bind(R.nec1099PdfRoute, async ({ params }, ctx) => (await nec()).nec1099Pdf(params, ctx)),
  bind(R.listUploadedFormsRoute, async ({ query }, ctx) => (await uploads()).listUploadedForms(query, ctx)),
  bind(R.createUploadedFormRoute, async ({ body }, ctx) => (await uploads()).createUploadedForm(body, ctx)),
  bind(R.downloadUploadedFormRoute, async ({ params }, ctx) => (await uploads()).downloadUploadedForm(params, ctx)),
  bind(R.deleteUploadedFormRoute, async ({ params }, ctx) => (await uploads()).deleteUploadedForm(params, ctx)),
];
