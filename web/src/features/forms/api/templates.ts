import { deleteFormTemplateRoute, listFormTemplatesRoute, setFormTemplateRoute } from '@shared/documents/documents.routes.js';
import type { TSetTemplateRequest, TTemplateKind } from '@shared/documents/form-templates.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * The firm's fillable templates of the forms (docs/decisions/0026-form-templates.md): staff with
 * the ADMIN role list, upload and remove them. They belong to the firm, not to a workspace, so the
 * calls name none.
 */
const firm = { workspaceId: null };
export const formTemplatesKey = ['forms', 'templates'] as const;

/** Every template the firm has uploaded (GET /api/form-templates). */
export const formTemplatesQuery = () =>
  queryOptions({
    queryKey: formTemplatesKey,
    queryFn: ({ signal }) => callRoute(listFormTemplatesRoute, {}, { ...firm, signal }),
  });

export const invalidateFormTemplates = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: formTemplatesKey });

/** Uploads the fillable PDF of a kind's current revision with its mapping (PUT /api/form-templates/{kind}). */
export const setFormTemplate = (kind: TTemplateKind, body: TSetTemplateRequest) => callRoute(setFormTemplateRoute, { params: { kind }, body }, firm);

/** Removes a kind's template: its forms are drawn by the built-in rendition again. */
export const deleteFormTemplate = (kind: TTemplateKind) => callRoute(deleteFormTemplateRoute, { params: { kind } }, firm);
