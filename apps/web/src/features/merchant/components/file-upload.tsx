import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MERCHANT_UPLOAD_MAX_BYTES, UPLOAD_LIMITS } from '@mall/shared';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { refuseWith } from '@/components/upload-check';
import { uploadMerchantFile } from '../api/merchant-api';

const c = biddingCopy.merchant;

/** Saved file URLs as the upload list shows them. */
export const asFiles = (urls: string[]): UploadFile[] =>
  urls.map((url, i) => ({
    uid: `saved-${i}-${url}`,
    name: url.split('/').pop() ?? url,
    status: 'done',
    url,
  }));
/** The URLs of the files that finished uploading. */
export const urlsOf = (files: UploadFile[] | undefined) =>
  (files ?? []).flatMap((f) => (f.status === 'done' && typeof f.url === 'string' ? [f.url] : []));

/** What a Form.Item bound to an upload keeps: the list, each file with the URL the upload answered. */
export const normFile = (e: { fileList?: UploadFile[] } | UploadFile[]) =>
  (Array.isArray(e) ? e : (e.fileList ?? [])).map((f) => ({
    ...f,
    url: f.url ?? (f.response as { url?: string } | undefined)?.url,
  }));

function checkFile(file: File): string | null {
  const pdf = file.type === 'application/pdf';
  if (!pdf && !UPLOAD_LIMITS.TYPES.includes(file.type)) return c.fileType;
  if (file.size > (pdf ? MERCHANT_UPLOAD_MAX_BYTES : UPLOAD_LIMITS.MAX_BYTES)) return c.fileSize;
  return null;
}

/** An antd Upload bound to a Form.Item (fileList/onChange) that stores through the merchant upload call. */
export function FileUpload({
  token,
  max,
  label,
  fileList,
  onChange,
}: {
  token: string;
  max: number;
  label: string;
  fileList?: UploadFile[];
  onChange?: (e: { fileList: UploadFile[] }) => void;
}) {
  return (
    <Upload
      accept=".pdf,.png,.jpg,.jpeg,.gif,.webp"
      maxCount={max}
      fileList={fileList}
      onChange={(info) => onChange?.({ fileList: info.fileList })}
      customRequest={({ file, onSuccess, onError }) => {
        void uploadMerchantFile(token, file as File).then(
          (res) => onSuccess?.(res),
          (err: Error) => onError?.(err),
        );
      }}
      beforeUpload={refuseWith(checkFile)}
    >
      <Button icon={<UploadOutlined />} aria-label={label}>
        {c.upload}
      </Button>
    </Upload>
  );
}
