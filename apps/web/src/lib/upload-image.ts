import type { UploadProps } from 'antd';
import { UPLOAD_LIMITS, type UploadResult } from '@mall/shared';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { getAccessToken } from './auth-token';
import { RequestError } from './request';
import { toast } from './toast';

/** What antd's Upload hands a `customRequest`: the file and the callbacks that end the upload. */
export type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** Why a chosen image cannot be uploaded (type or size), or null. */
export function imageProblem(file: File): string | null {
  if (!UPLOAD_LIMITS.TYPES.includes(file.type)) return invoiceCopy.afs.photoTypeError;
  if (file.size > UPLOAD_LIMITS.MAX_BYTES) return invoiceCopy.afs.photoSizeError;
  return null;
}

/**
 * Sends one image to POST /api/files/upload (multipart field `file`; the request layer is JSON-only) and
 * resolves what the server stored; a refusal or a failed connection rejects with the message to show.
 */
export async function postImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const token = await getAccessToken();
  const response = await fetch(`${env.apiBase}/api/files/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  const payload = (await response?.json().catch(() => null)) as { msg?: string; data?: UploadResult } | null;
  if (!response?.ok || !payload?.data?.url) {
    throw new RequestError(payload?.msg || t.request.serverError, 'http', response?.status);
  }
  return payload.data;
}

/**
 * Uploads one photo for after-sales or comments and resolves its stored URL; a refusal is shown as a toast
 * and rejects.
 */
export async function uploadPhoto(file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) {
    toast.error(problem);
    throw new RequestError(problem, 'business');
  }
  return postImage(file).then(
    (stored) => stored.url,
    (error: Error) => {
      toast.error(error.message);
      throw error;
    },
  );
}
