import type { CSSProperties, ReactNode } from 'react';
import { Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { reportActionError } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

/**
 * The buttons of a sheet upload: 下载模板, then the one that picks the filled .xlsx. antd does not send the
 * file; `onFile` does, so the caller owns the request and its report. `children` follow the buttons.
 */
export function SheetButtons({
  downloadTemplate,
  onFile,
  busy,
  chooseLabel,
  style,
  children,
}: {
  downloadTemplate: () => Promise<unknown>;
  onFile: (file: File) => void;
  busy: boolean;
  chooseLabel: ReactNode;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <Space style={style}>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate().catch(reportActionError)}>
        {t.common.downloadTemplate}
      </Button>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={busy}>
          {chooseLabel}
        </Button>
      </Upload>
      {children}
    </Space>
  );
}
