import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema } from '../core/common.schema.js';
import { pageOf, ZPageQuerySchema } from '../core/pagination.js';
import { ZDownloadResponseSchema, ZFileMetaSchema, ZUploadRequestSchema, ZUploadResponseSchema } from './files.schema.js';

const domain = 'files' as const;
const permission = { access: 'workspace' } as const;

export const createUploadRoute = defineRoute({
  id: 'files.createUpload', domain, method: 'POST', path: '/api/files',
  summary: 'Register a file and get a presigned PUT URL under the workspace prefix',
  permission, body: ZUploadRequestSchema, response: ZUploadResponseSchema, status: 201, audit: 'FILE_UPLOAD_STARTED',
});
export const completeUploadRoute = defineRoute({
  id: 'files.completeUpload', domain, method: 'POST', path: '/api/files/{id}/complete',
  summary: 'Confirm the upload: the object must exist with the declared size and type',
  permission, params: ZIdParamsSchema, response: ZFileMetaSchema, audit: 'FILE_UPLOADED',
});
export const getFileRoute = defineRoute({
  id: 'files.get', domain, method: 'GET', path: '/api/files/{id}',
  summary: 'File metadata', permission, params: ZIdParamsSchema, response: ZFileMetaSchema,
});
export const downloadFileRoute = defineRoute({
  id: 'files.download', domain, method: 'GET', path: '/api/files/{id}/download',
  summary: 'A short-lived presigned GET URL for the file',
  permission, params: ZIdParamsSchema, response: ZDownloadResponseSchema,
});
export const listFilesRoute = defineRoute({
  id: 'files.list', domain, method: 'GET', path: '/api/files',
  summary: "The workspace's files, newest first", permission, query: ZPageQuerySchema,
  response: pageOf(ZFileMetaSchema),
});

export const filesRoutes = [createUploadRoute, completeUploadRoute, getFileRoute, downloadFileRoute, listFilesRoute] as const;
