import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/client';
import { defineDomain } from '../../lib/domain';
import type { EphemeralStore } from '../../lib/store';
import { ContentAdminService, ContentService, adminContentRoutes, contentRoutes } from './content';
import { MessageService, messageRoutes } from './message';
import { UploadService, createObjectStore, uploadRoutes } from './upload';

/** content: notices and help pages, site messages, and uploaded files (one store for every domain). */
export const contentDomain = defineDomain(
  'content',
  async (app, { env, db, store }: { env: Env; db: DbHandle; store: EphemeralStore }) => {
    // Uploaded files: DATA_DIR or the S3 bucket (S3_BUCKET); one store and one upload service for every module.
    const files = createObjectStore(env);
    const uploads = new UploadService(files);
    app.addHook('onClose', async () => files.close?.());
    const content = new ContentService(db.db, store);
    contentRoutes(app, { content, store });
    await adminContentRoutes(app, { admin: new ContentAdminService(db.db, store), content, uploads });
    await uploadRoutes(app, { uploads });
    messageRoutes(app, { messages: new MessageService(db.db) });
    return { content, files, uploads };
  },
);
