import type { ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { UploadRequest } from '@/lib/upload-image';
import { refuseWith } from './upload-check';

/**
 * One image chosen with a button (no file list): what `problem` finds is toasted and the file left out; the
 * rest goes through `upload` (an action, its spinner on the button).
 */
export function ImageButtonUpload({
  problem,
  upload,
  children,
}: {
  problem: (file: File) => string | null;
  upload: { run: (request: UploadRequest) => Promise<unknown>; isPending: boolean };
  children: ReactNode;
}) {
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif,image/webp"
      showUploadList={false}
      beforeUpload={refuseWith(problem)}
      customRequest={(request) => void upload.run(request)}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending}>
        {children}
      </Button>
    </Upload>
  );
}
