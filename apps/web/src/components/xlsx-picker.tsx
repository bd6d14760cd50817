import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { toast } from '@/lib/toast';

/**
 * The .xlsx an import will upload, chosen and kept by the page (nothing is sent on choosing): another kind of
 * file, or one over `maxBytes`, is refused with a toast and not kept.
 */
export function XlsxPicker({
  file,
  onChange,
  maxBytes,
  label,
  wrongType,
  tooLarge,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  maxBytes: number;
  label: string;
  wrongType: string;
  tooLarge: string;
}) {
  return (
    <Upload
      accept=".xlsx"
      maxCount={1}
      fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
      onRemove={() => onChange(null)}
      beforeUpload={(chosen) => {
        if (!/\.xlsx$/i.test(chosen.name)) toast.error(wrongType);
        else if (chosen.size > maxBytes) toast.error(tooLarge);
        else onChange(chosen);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}
