import { createFileRoute, redirect } from '@tanstack/react-router';

/** /hr opens on its first tab, the employees. */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/hr/$wsType/$wsId/employees', params });
  },
});
