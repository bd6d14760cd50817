import { useState } from 'react';
import { Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

/** One image field (value = URL) filled by an upload call. */
export function ImageUpload({
  value,
  onChange,
  upload,
}: {
  value?: string;
  onChange?: (url: string) => void;
  upload: (file: File) => Promise<{ url: string }>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      {value && <Image src={value} height={48} />}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(file)
            .then(
              (r) => onChange?.(r.url),
              () => undefined,
            )
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          上传图片
        </Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.('')}>
          移除
        </Button>
      )}
    </Space>
  );
}
