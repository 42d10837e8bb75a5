import * as R from '../../shared/files/files.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { completeUpload, createUpload, downloadFile, getFile, listFiles } from './services/files.js';

export const bindings = [
  bind(R.createUploadRoute, ({ body }, ctx) => createUpload(body, ctx)),
  bind(R.completeUploadRoute, ({ params }, ctx) => completeUpload(params, ctx)),
  bind(R.getFileRoute, ({ params }, ctx) => getFile(params, ctx)),
  bind(R.downloadFileRoute, ({ params }, ctx) => downloadFile(params, ctx)),
  bind(R.listFilesRoute, ({ query }, ctx) => listFiles(query, ctx)),
];

export const handler = createApiHandler(bindings);
