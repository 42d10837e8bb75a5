import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';
import { formTemplatesQuery } from '../../features/forms/api/templates';
import { FormTemplatesPage } from '../../features/forms/components/templates/FormTemplatesPage';

/**
 * The firm's fillable templates of the forms (docs/decisions/0026-form-templates.md): they change
 * every client's signed forms, so ADMIN only, as the API's routes are.
 */
export const Route = createFileRoute('/_auth/admin/form-templates')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  loader: ({ context }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formTemplatesQuery())]),
  component: FormTemplatesPage,
});
