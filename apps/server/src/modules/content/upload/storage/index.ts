import type { Env } from '../../../../config/env';
import { LocalObjectStore, type ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

export { type ObjectStore, type StoredObject } from './object-store';
export { S3ObjectStore, type S3Config } from './s3-store';

/** The bucket when S3_BUCKET is set, DATA_DIR otherwise. */
export function createObjectStore(env: Env): ObjectStore {
  if (!env.S3_BUCKET) return new LocalObjectStore(env.dataDir);
  return new S3ObjectStore({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
