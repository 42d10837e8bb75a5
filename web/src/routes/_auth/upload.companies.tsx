import { createFileRoute } from '@tanstack/react-router';
import { UploadPage } from '../../features/uploads/components/UploadPage';

/** /upload/companies (spec 000 §2): client companies from a CSV or XLSX file; staff. */
export const Route = createFileRoute('/_auth/upload/companies')({
  component: CompaniesUpload,
});

function CompaniesUpload() {
  return <UploadPage kind="companies" />;
}
