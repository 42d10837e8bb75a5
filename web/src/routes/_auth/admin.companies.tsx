import { createFileRoute } from '@tanstack/react-router';
import { CompaniesListPage } from '../../features/directory/components/CompaniesListPage';

/** Companies (spec 000 §2 Admin): the company search; staff. */
export const Route = createFileRoute('/_auth/admin/companies')({
  component: CompaniesListPage,
});
