import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Secrets at rest (notification robots' webhook URLs and signing secrets, sellers' 数电票 provider keys):
 * AES-256-GCM under a key derived from SECRETS_KEY
 * (SHA-256 of it), a fresh 96-bit IV per value, stored as `v1:<iv>:<tag>:<ciphertext>` in base64url. A value
 * changed in the database fails its tag check instead of decrypting to something else.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretsKey: string) {
    this.key = createHash('sha256').update(secretsKey, 'utf8').digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new Error('sealed secret: unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
