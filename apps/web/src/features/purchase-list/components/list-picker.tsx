import { useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Result, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  PURCHASE_LIST_LIMITS,
  type PurchaseListAddReport,
  type PurchaseListLineInput,
  type PurchaseListSummary,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { addPurchaseListLines } from '../api/add-purchase-list-lines';
import { createPurchaseList } from '../api/create-purchase-list';
import { usePurchaseLists } from '../api/get-purchase-lists';
import { purchaseListKeys } from '../api/purchase-list-keys';
import '../purchase-list.css';

const c = t.purchaseList;
const NEW = 0;

/** What the server did, in one sentence (新增 / 更新 / 未加入). */
export function addedSentence(r: PurchaseListAddReport): string {
  return [
    `已加入「${r.list.name}」`,
    r.added ? `新增 ${r.added} 种` : '',
    r.updated ? `更新 ${r.updated} 种` : '',
    r.failed ? `${r.failed} 种未加入` : '',
  ]
    .filter(Boolean)
    .join('，');
}

/** The list picker of 加入常购清单, loaded when the button is pressed. */
export default function ListPicker({
  lines,
  onClose,
}: {
  lines: PurchaseListLineInput[];
  onClose: () => void;
}) {
  const query = usePurchaseLists();
  const queryClient = useQueryClient();
  const editable: PurchaseListSummary[] = [
    ...(query.data?.mine ?? []),
    ...(query.data?.shared ?? []).filter((l) => l.canEdit),
  ];
  const [choice, setChoice] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [done, setDone] = useState<PurchaseListAddReport | null>(null);
  const selected = choice ?? (query.data ? (editable[0]?.id ?? NEW) : null);

  const save = useAction(
    async () => {
      if (selected === NEW) return createPurchaseList({ name: name.trim(), lines });
      return addPurchaseListLines({ listId: selected!, lines });
    },
    {
      onSuccess: async (report) => {
        setDone(report);
        await queryClient.invalidateQueries({ queryKey: purchaseListKeys.all });
      },
    },
  );
  const submit = () => {
    if (selected === NEW && !name.trim()) {
      toast.error(c.nameRequired);
      return;
    }
    void save.run();
  };

  const tooLong = name.trim().length > PURCHASE_LIST_LIMITS.NAME_MAX;
  return (
    <Modal
      open
      title={c.pickerTitle}
      okText={c.pickerOk}
      cancelText={tradeCopy.cart.cancel}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: selected === null || tooLong }}
      onOk={submit}
      onCancel={onClose}
      footer={done ? null : undefined}
      destroyOnHidden
    >
      {done ? (
        <Result
          status={done.failed && !done.added && !done.updated ? 'warning' : 'success'}
          title={addedSentence(done)}
          subTitle={done.lines
            .filter((l) => l.outcome === 'failed')
            .map((l) => l.msg)
            .join('；')}
          extra={[
            <Button
              key="view"
              type="primary"
              onClick={() => {
                onClose();
                navigate(paths.purchaseListDetail.getHref(done.list.id));
              }}
            >
              {c.pickerView}
            </Button>,
            <Button key="close" onClick={onClose}>
              {c.pickerContinue}
            </Button>,
          ]}
        />
      ) : !query.data ? (
        <div className="mall-plist-loading">
          <Spin />
        </div>
      ) : (
        <div className="mall-plist-picker">
          <p>{c.pickerLines(lines.length)}</p>
          <Radio.Group
            value={selected}
            onChange={(e) => setChoice(e.target.value as number)}
            aria-label={c.pickerChoose}
          >
            <Space orientation="vertical">
              {editable.map((l) => (
                <Radio key={l.id} value={l.id}>
                  {l.name}
                  <span className="muted">
                    {c.lines(l.lineCount)}
                    {l.mine ? '' : c.pickerSharedBy(l.ownerName)}
                  </span>
                </Radio>
              ))}
              <Radio value={NEW}>{c.pickerNew}</Radio>
            </Space>
          </Radio.Group>
          {selected === NEW && (
            <Input
              className="mall-plist-picker-name"
              aria-label={c.pickerNewName}
              placeholder={c.namePlaceholder}
              value={name}
              maxLength={PURCHASE_LIST_LIMITS.NAME_MAX + 10}
              status={tooLong ? 'error' : undefined}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={submit}
              autoFocus
            />
          )}
          {tooLong && <div className="mall-plist-error">{c.nameTooLong}</div>}
          {!editable.length && <Alert type="info" showIcon title={c.pickerEmpty} />}
        </div>
      )}
    </Modal>
  );
}
