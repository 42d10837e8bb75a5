import { listOfficesRoute } from '../../shared/provider/provider.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { OfficeEntity } from './data/office.entity.js';

export const bindings = [
  bind(listOfficesRoute, async () => ({ data: (await OfficeEntity.query({ pk: 'PROVIDER', skBeginsWith: 'OFFICE#' })).data })),
];

export const handler = createApiHandler(bindings);
