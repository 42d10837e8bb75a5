import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';
import { DEFAULT_IMPORTS_FILTER, importsQuery } from '../../features/payroll-imports/api/imports';
import { PayrollImportsPage } from '../../features/payroll-imports/components/PayrollImportsPage';

/**
 * Payroll imports (issue 18; spec 001 §2): staff with PAYROLL_MANAGER (PAYROLL_ADMIN and ADMIN
 * include it), the imports routes' role (shared/payroll/imports.routes.ts). The loader and the
 * screen are split off the route tree (vite.config.ts); the texts load with them.
 */
export const Route = createFileRoute('/_auth/admin/imports/payroll')({
  beforeLoad: () => requireStaffRole(['PAYROLL_MANAGER']),
  loader: ({ context }) =>
    Promise.all([loadNamespace('payroll-imports'), context.queryClient.prefetchQuery(importsQuery(DEFAULT_IMPORTS_FILTER, 0))]),
  component: PayrollImportsPage,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});
