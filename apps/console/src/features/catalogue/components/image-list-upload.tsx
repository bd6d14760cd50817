import { Button, Image, Space, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useAction } from '@mall/client-kit';
import { uploadCatalogueImage } from '../api/catalogue';

/** Product gallery (value = URLs, first is the main image): upload more, remove, move to the front. */
export function ImageListUpload({
  value = [],
  onChange,
  max = 10,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
}) {
  const uploading = useAction(uploadCatalogueImage, {
    onSuccess: (r) => onChange?.([...value, r.url].slice(0, max)),
  });
  return (
    <Space wrap align="start">
      {value.map((url, i) => (
        <div key={url} style={{ width: 96, textAlign: 'center' }}>
          <Image
            src={url}
            width={96}
            height={96}
            style={{ objectFit: 'cover', border: '1px solid #f0f0f0' }}
          />
          <Space size={0}>
            {i > 0 && (
              <Button
                size="small"
                type="link"
                onClick={() => onChange?.([url, ...value.filter((u) => u !== url)])}
              >
                设为主图
              </Button>
            )}
            <Button
              size="small"
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除图片"
              onClick={() => onChange?.(value.filter((u) => u !== url))}
            />
          </Space>
        </div>
      ))}
      {value.length < max && (
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          multiple
          beforeUpload={(file) => {
            void uploading.run(file);
            return false;
          }}
        >
          <Button style={{ width: 96, height: 96 }} icon={<PlusOutlined />} loading={uploading.isPending}>
            上传
          </Button>
        </Upload>
      )}
    </Space>
  );
}
