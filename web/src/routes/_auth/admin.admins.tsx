import { createFileRoute } from '@tanstack/react-router';
import { PeopleListPage } from '../../features/directory/components/PeopleListPage';

/** Admins (spec 000 §2 Admin): provider employees with role ADMIN (person search, onlyAdmins). */
export const Route = createFileRoute('/_auth/admin/admins')({
  component: () => <PeopleListPage mode="admins" />,
});
