import * as z from 'zod/mini';
import { ZFileMetaSchema } from '../../../shared/files/files.schema.js';
import { defineEntity } from '../../core/entity.js';

/** A file's metadata under its owning workspace: reading it by id is a GetItem on that workspace. */
export const FileMetaEntity = defineEntity({
  name: 'FileMeta',
  schema: z.extend(ZFileMetaSchema, { workspaceId: ZFileMetaSchema.shape.id }),
  key: (a: { workspaceId: string; id: string }) => ({ PK: `WS#${a.workspaceId}`, SK: `FILE#${a.id}` }),
  keyOf: (f) => ({ workspaceId: f.workspaceId, id: f.id }),
});
