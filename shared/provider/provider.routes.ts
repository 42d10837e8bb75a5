import * as z from 'zod';
import { defineRoute } from '../api/route.js';
import { ZOfficeSchema } from './provider.schema.js';

export const listOfficesRoute = defineRoute({
  id: 'provider.listOffices', domain: 'provider', method: 'GET', path: '/api/offices',
  summary: "The provider's offices (public: the /locations page)",
  permission: { access: 'public' }, response: z.object({ data: z.array(ZOfficeSchema) }),
});

export const providerRoutes = [listOfficesRoute] as const;
