import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { syncCompanyWorkspace } from '../../features/hr/guards';
import { projectsQuery } from '../../features/projects/api/projects';
import { ProjectsPage } from '../../features/projects/components/ProjectsPage';

/** Projects (spec 000 §2, payroll business): a company's projects, executors and managers. */
export const Route = createFileRoute('/_auth/projects/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncCompanyWorkspace(params, '/projects/$wsType/$wsId'),
  loader: ({ context, params }) =>
    Promise.all([loadNamespace('projects'), context.queryClient.ensureQueryData(projectsQuery(params.wsId))]),
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const { wsType, wsId } = Route.useParams();
  return <ProjectsPage key={wsId} companyId={wsId} wsType={wsType} />;
}
