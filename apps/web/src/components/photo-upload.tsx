import { useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { imageProblem, uploadPhoto } from '@/lib/upload-image';
import { refuseWith } from './upload-check';
import { invoiceCopy } from '@/locales/zh-CN-invoice';

/** Up to `max` photos uploaded one by one (POST /api/files/upload); reports the stored URLs. */
export function PhotoUpload({ max, onChange }: { max: number; onChange: (urls: string[]) => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const report = (list: UploadFile[]) => {
    setFiles(list);
    onChange(list.filter((f) => f.status === 'done' && f.url).map((f) => f.url!));
  };
  return (
    <div>
      <Upload
        listType="picture-card"
        accept="image/png,image/jpeg,image/gif,image/webp"
        fileList={files}
        maxCount={max}
        beforeUpload={refuseWith(imageProblem)}
        customRequest={({ file, onSuccess, onError }) => {
          uploadPhoto(file as File).then(
            (url) => onSuccess?.({ url }),
            (error: Error) => onError?.(error),
          );
        }}
        onChange={({ fileList }) =>
          report(
            fileList.map((f) => {
              const url = (f.response as { url?: string } | undefined)?.url;
              return url ? { ...f, url, thumbUrl: url } : f;
            }),
          )
        }
      >
        {files.length < max && (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 6 }}>{invoiceCopy.afs.uploadPhoto}</div>
          </div>
        )}
      </Upload>
      <div style={{ color: '#707070', fontSize: 12 }}>{invoiceCopy.afs.photoHint(max)}</div>
    </div>
  );
}
