import { auditRoutes } from '../audit/audit.routes.js';
import { billingRoutes, invoicesRoutes } from '../billing/billing.routes.js';
import { chatRoutes } from '../chat/chat.routes.js';
import { directoryRoutes } from '../directory/directory.routes.js';
import { feedbackRoutes } from '../feedback/feedback.routes.js';
import { filesRoutes } from '../files/files.routes.js';
import { identityRoutes } from '../identity/identity.routes.js';
import { notificationsRoutes } from '../notifications/notifications.routes.js';
import { providerRoutes } from '../provider/provider.routes.js';
import { workspacesRoutes } from '../workspaces/workspaces.routes.js';
import { workforceRoutes } from '../workforce/workforce.routes.js';
import { profileRoutes } from '../profile/profile.routes.js';
import { uploadsRoutes } from '../uploads/uploads.routes.js';
import { documentsRoutes } from '../documents/documents.routes.js';
import { timesheetRoutes } from '../timesheet/timesheet.routes.js';
import { policiesRoutes } from '../policies/policies.routes.js';
import { leaveRoutes } from '../leave/leave.routes.js';
import { payrollRoutes } from '../payroll/payroll.routes.js';
import { jobsRoutes } from '../jobs/jobs.routes.js';
import { platformRoutes } from './platform.routes.js';
import type { TRoute } from './route.js';

/** The route table: the single declaration CDK, the local gateway, handlers and OpenAPI read. */
export const ROUTES: readonly TRoute[] = [
  ...platformRoutes,
  ...identityRoutes,
  ...workspacesRoutes,
  ...filesRoutes,
  ...feedbackRoutes,
  ...providerRoutes,
  ...billingRoutes,
  ...invoicesRoutes,
  ...chatRoutes,
  ...notificationsRoutes,
  ...auditRoutes,
  ...profileRoutes,
  ...workforceRoutes,
  ...directoryRoutes,
  ...uploadsRoutes,
  ...documentsRoutes,
  ...timesheetRoutes,
  ...policiesRoutes,
  ...leaveRoutes,
  ...payrollRoutes,
  ...jobsRoutes,
];
