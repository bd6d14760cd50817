import { useMemo, useState } from 'react';
import { Button, Input, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES, countQuickOrderLines } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { toast } from '@/lib/toast';
import { downloadQuickOrderTemplate } from '../api/download-quick-order-template';

const c = t.quickOrder;

/** The paste box with its line count, the upload and the template. */
export function PastePanel({
  busy,
  onMatch,
  onUpload,
}: {
  busy: boolean;
  onMatch: (text: string) => void;
  onUpload: (file: File) => void;
}) {
  const [text, setText] = useState('');
  const count = useMemo(() => countQuickOrderLines(text), [text]);
  const tooMany = count > QUICK_ORDER_MAX_LINES;

  const match = () => {
    if (count === 0) toast.info(c.empty);
    else if (!tooMany) onMatch(text);
  };

  const template = async () => {
    const name = await downloadQuickOrderTemplate();
    if (name) toast.success(c.templateSaved(name));
  };

  return (
    <section className="mall-quick-panel" aria-label={c.pasteLabel}>
      <p className="hint">{c.hint}</p>
      <Input.TextArea
        aria-label={c.pasteLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={c.placeholder}
        autoSize={{ minRows: 8, maxRows: 16 }}
        spellCheck={false}
      />
      <div className="mall-quick-actions">
        <span className={`count${tooMany ? ' too-many' : ''}`} role="status">
          {tooMany ? c.tooMany(count) : c.lineCount(count)}
        </span>
        <div className="spacer" />
        <Button onClick={() => setText('')} disabled={busy || !text}>
          {c.clear}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void template()}>
          {c.template}
        </Button>
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            if (!/\.(xlsx|csv)$/i.test(file.name)) toast.error(c.fileType);
            else if (file.size > QUICK_ORDER_MAX_BYTES) toast.error(c.fileTooLarge);
            else onUpload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={busy} title={c.uploadHint}>
            {c.upload}
          </Button>
        </Upload>
        <Button type="primary" onClick={match} loading={busy} disabled={tooMany}>
          {c.match}
        </Button>
      </div>
    </section>
  );
}
