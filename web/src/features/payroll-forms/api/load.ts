import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TUploadedFormKind } from '@shared/payroll/forms.schema.js';
import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import { defaultFormYear } from '../format';
import { necQuery, uploadedQuery, w2Query } from './forms';

/**
 * The forms screens' loaders: their texts, and the current year's forms (a failed request shows in
 * place, so a missing list never blanks the screen).
 */
export async function loadW2Screen(queryClient: QueryClient, workspaceId: string) {
  await Promise.all([loadNamespace('payroll-forms'), queryClient.prefetchQuery(w2Query(workspaceId, defaultFormYear()))]);
}

export async function loadNecScreen(queryClient: QueryClient, workspaceId: string) {
  const person = workspaceTypeOf(workspaceId) === 'PERSON';
  await Promise.all([
    loadNamespace('payroll-forms'),
    queryClient.prefetchQuery(necQuery(workspaceId, defaultFormYear())),
    // A person's 1099 page also lists the 1042-S and K-1 forms that name them.
    person ? queryClient.prefetchQuery(uploadedQuery(workspaceId, '1042S', 0)) : undefined,
    person ? queryClient.prefetchQuery(uploadedQuery(workspaceId, 'K1', 0)) : undefined,
  ]);
}

export async function loadUploadedScreen(queryClient: QueryClient, companyId: string, kind: TUploadedFormKind) {
  await Promise.all([loadNamespace('payroll-forms'), queryClient.prefetchQuery(uploadedQuery(companyId, kind, defaultFormYear()))]);
}
