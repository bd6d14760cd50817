import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored object as read back. */
export type StoredObject = { data: Buffer; contentType: string };

/**
 * Where uploaded files live: DATA_DIR on this machine, or an S3-compatible bucket shared by every API
 * process. Keys are slash-separated (`uploads/<name>`), made by the server only, never by a caller.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Stores `data` under `key` (a new, unique key: nothing is overwritten in practice). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (the S3 client's sockets). */
  close?(): void;
}

const SAFE_KEY = /^[a-z0-9]+(\/[a-z0-9]+)*(\/[0-9a-f]{32}\.[a-z]{3,4})$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe object key: ${key}`);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Files under a folder (DATA_DIR): the default, one machine. The content type follows the extension. */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    const file = path.join(this.root, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const data = await readFile(path.join(this.root, ...key.split('/')));
      return { data, contentType: TYPES[key.split('.').pop()!] ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    checkKey(key);
    try {
      return (await stat(path.join(this.root, ...key.split('/')))).isFile();
    } catch {
      return false;
    }
  }
}
