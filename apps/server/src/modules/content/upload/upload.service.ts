import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS, type UploadResult } from '@mall/shared';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { ObjectStore } from './storage';

const KINDS = [
  {
    type: 'image/png',
    ext: 'png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', ext: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    magic: (b: Buffer) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** Stored names: 32 hex characters and the image extension (nothing a caller can steer). */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const uploadPath = (name: string) => `/api/files/uploads/${name}`;

/**
 * Image uploads (avatars, after-sales photos, banners …) in the object store under `uploads/` (DATA_DIR/uploads
 * or the S3 bucket). The declared type and the file's own first bytes must agree on one of png / jpeg / gif /
 * webp; at most UPLOAD_LIMITS.MAX_BYTES. Files are always served by our own URL (/api/files/uploads/{name}).
 */
export class UploadService {
  constructor(private readonly files: ObjectStore) {}

  /** Checks and stores one image; returns its URL. */
  async saveImage(file: { mimetype: string; data: Buffer }): Promise<UploadResult> {
    if (!UPLOAD_LIMITS.TYPES.includes(file.mimetype))
      throw badRequest('仅支持 PNG、JPG、GIF、WEBP 格式的图片');
    if (file.data.length === 0) throw badRequest('图片内容为空');
    if (file.data.length > UPLOAD_LIMITS.MAX_BYTES) throw new AppError(413, '图片不能超过 2 MB');
    const kind = KINDS.find((k) => k.magic(file.data));
    if (!kind || kind.type !== file.mimetype) throw badRequest('文件内容不是有效的图片');
    const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    await this.files.put(`uploads/${name}`, file.data, kind.type);
    return { url: uploadPath(name), size: file.data.length, contentType: kind.type };
  }

  /** Reads a stored image back (name checked against STORED_NAME by the route). */
  async read(name: string): Promise<{ data: Buffer; contentType: string }> {
    if (!STORED_NAME.test(name)) throw notFound('文件不存在');
    const ext = name.split('.').pop();
    const kind = KINDS.find((k) => k.ext === ext)!;
    const file = await this.files.get(`uploads/${name}`);
    if (!file) throw notFound('文件不存在');
    return { data: file.data, contentType: kind.type };
  }

  /** Whether an image URL this service handed out points to a stored file. */
  async exists(url: string): Promise<boolean> {
    const name = url.slice(url.lastIndexOf('/') + 1);
    if (url !== uploadPath(name) || !STORED_NAME.test(name)) return false;
    return this.files.exists(`uploads/${name}`);
  }
}
