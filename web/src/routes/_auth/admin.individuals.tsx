import { createFileRoute } from '@tanstack/react-router';
import { PeopleListPage } from '../../features/directory/components/PeopleListPage';

/** Individuals (spec 000 §2 Admin): the person search over clients; staff (the admin layout checks it). */
export const Route = createFileRoute('/_auth/admin/individuals')({
  component: () => <PeopleListPage mode="individuals" />,
});
