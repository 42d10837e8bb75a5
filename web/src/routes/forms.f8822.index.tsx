import { createFileRoute } from '@tanstack/react-router';
import { F8822bStartRoute, loadF8822bStartRoute } from '../features/forms/route-entry';

/**
 * /forms/f8822 with no link (spec 000 §2: /forms/f8822/{documentId?}): a signed-in user in a
 * company's workspace is taken to a new 8822-B of the company's own; anyone else is told how the
 * form is reached. Public, without the side menu.
 */
export const Route = createFileRoute('/forms/f8822/')({
  staticData: { bare: true },
  loader: () => loadF8822bStartRoute(),
  component: F8822bStartRoute,
});
