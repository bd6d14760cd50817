import { useState } from 'react';
import { Alert, Checkbox, Input, Modal, Radio, Space } from 'antd';
import {
  PURCHASE_LIST_LIMITS,
  type PurchaseImportRejection,
  type PurchaseListImportResult,
  type PurchaseListSummary,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { importPurchaseList } from '../api/import-purchase-list';
import { XlsxPicker } from '@/components/xlsx-picker';

const c = t.purchaseList;

/**
 * 导入 Excel: into `list` (merge or replace) or, without one, into a new list named here. A refused file
 * shows its per-row report; nothing was written.
 */
export function ImportModal({
  list,
  companyName,
  onDone,
  onClose,
}: {
  list: PurchaseListSummary | null;
  companyName: string | null;
  onDone: (result: PurchaseListImportResult) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [rejection, setRejection] = useState<PurchaseImportRejection | null>(null);

  const run = useAction(
    async (chosen: File) => {
      setRejection(null);
      try {
        return await importPurchaseList(
          chosen,
          list ? { listId: list.id, mode } : { name: name.trim(), shared: shared ? 1 : 0 },
        );
      } catch (error) {
        const data = error instanceof RequestError ? (error.data as PurchaseImportRejection | null) : null;
        if (data?.errors) setRejection(data);
        throw error;
      }
    },
    {
      onSuccess: (result) => {
        toast.success(c.importDone(result.list.name, result.added, result.updated, result.removed));
        onDone(result);
      },
    },
  );

  const submit = () => {
    if (!file) return toast.error(c.importNoFile);
    if (!list && !name.trim()) return toast.error(c.nameRequired);
    void run.run(file);
  };

  return (
    <Modal
      open
      title={c.importTitle}
      okText={c.importOk}
      cancelText={tradeCopy.cart.cancel}
      confirmLoading={run.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <div className="mall-plist-import">
        <div className="row">
          <span className="label">{c.importInto}</span>
          {list ? (
            <span>{c.importExisting(list.name)}</span>
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input
                aria-label={c.pickerNewName}
                placeholder={c.namePlaceholder}
                value={name}
                maxLength={PURCHASE_LIST_LIMITS.NAME_MAX + 10}
                onChange={(e) => setName(e.target.value)}
              />
              {companyName !== null && (
                <Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)}>
                  {c.shareLabel}
                </Checkbox>
              )}
            </Space>
          )}
        </div>
        {list && (
          <div className="row">
            <span className="label">{c.importMode}</span>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'merge' | 'replace')}>
              <Space orientation="vertical">
                <Radio value="merge">{c.importMerge}</Radio>
                <Radio value="replace">{c.importReplace}</Radio>
              </Space>
            </Radio.Group>
          </div>
        )}
        <div className="row">
          <span className="label">{c.importFile}</span>
          <div>
            <XlsxPicker
              file={file}
              onChange={(chosen) => {
                setFile(chosen);
                if (chosen) setRejection(null);
              }}
              maxBytes={PURCHASE_LIST_LIMITS.FILE_MAX_BYTES}
              label={c.importPick}
              wrongType={c.importFileType}
              tooLarge={c.importFileTooLarge}
            />
            <div className="hint">{c.importFileHint}</div>
          </div>
        </div>
        {rejection && (
          <Alert
            type="error"
            showIcon
            title={c.importErrors}
            description={
              <ul className="mall-plist-import-errors">
                {rejection.errors.map((e, i) => (
                  <li key={i}>
                    {c.importRow(e.row, e.column)}：{e.msg}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </div>
    </Modal>
  );
}
