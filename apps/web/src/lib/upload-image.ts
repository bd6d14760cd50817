import type { UploadProps } from 'antd';
import { UPLOAD_LIMITS } from '@mall/shared';
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
 * Uploads one photo for after-sales or comments (POST /api/files/upload, multipart `file`) and resolves
 * its stored URL; a refusal is shown as a toast and rejects.
 */
export async function uploadPhoto(file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) {
    toast.error(problem);
    throw new RequestError(problem, 'business');
  }
  const form = new FormData();
  form.append('file', file);
  const token = await getAccessToken();
  const response = await fetch(`${env.apiBase}/api/files/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  const payload = (await response?.json().catch(() => null)) as {
    msg?: string;
    data?: { url: string };
  } | null;
  if (!response?.ok || !payload?.data?.url) {
    const message = payload?.msg || t.request.serverError;
    toast.error(message);
    throw new RequestError(message, 'http', response?.status);
  }
  return payload.data.url;
}
