import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStore, StoredObject } from './object-store';

export type S3Config = {
  /** Omit for AWS itself; an S3-compatible service's URL otherwise (MinIO, OSS, COS, R2 …). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's default credential chain applies (instance roles …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' = none). */
  prefix?: string;
};

/** GetObject names a missing key NoSuchKey (a missing bucket is NoSuchBucket: a configuration error). */
const isMissingKey = (err: unknown) => err instanceof S3ServiceException && err.name === 'NoSuchKey';
/** HeadObject answers a bare 404 (no body to name the cause). */
const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound');

/** Objects in an S3-compatible bucket (PutObject, GetObject, HeadObject; SigV4-signed by the SDK). */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // S3-compatible services often reject the newer default checksum headers; send them only when an
      // operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  }

  private key(key: string) {
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }),
      );
      const bytes = await res.Body!.transformToByteArray();
      return { data: Buffer.from(bytes), contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
