import { Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useAction } from '@mall/client-kit';

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
  const uploading = useAction(upload, { onSuccess: (r) => onChange?.(r.url) });
  return (
    <Space>
      {value && <Image src={value} height={48} />}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          void uploading.run(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading.isPending}>
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
