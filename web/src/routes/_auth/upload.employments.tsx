import { createFileRoute } from '@tanstack/react-router';
import { UploadPage } from '../../features/uploads/components/UploadPage';

/** /upload/employments (spec 000 §2): employees and contractors of client companies from a CSV or XLSX file; staff. */
export const Route = createFileRoute('/_auth/upload/employments')({
  component: EmploymentsUpload,
});

function EmploymentsUpload() {
  return <UploadPage kind="employments" />;
}
