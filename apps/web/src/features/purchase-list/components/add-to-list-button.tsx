import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import type { PurchaseListLineInput } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { openLogin } from '@/lib/open-login';
import { toast } from '@/lib/toast';
import { lazyComponent } from '@/components/lazy-antd';

/** The picker (modal, radio, input, alert) stays off the product page's first download. */
const ListPicker = lazyComponent(() => import('./list-picker'));

const c = t.purchaseList;

type Props = {
  /** The lines to add, read when the button is pressed (the buy box's current SKU and quantity …). */
  lines: () => PurchaseListLineInput[];
  label?: ReactNode;
  buttonProps?: ButtonProps;
};

/**
 * 加入常购清单: a button that opens the picker — choose one of the lists the buyer may change, or name a new
 * one — and then says what happened, with a way to the list.
 */
export function AddToListButton({ lines, label = c.addToList, buttonProps }: Props) {
  const [picked, setPicked] = useState<PurchaseListLineInput[] | null>(null);
  const start = () => {
    const chosen = lines();
    if (!chosen.length) {
      toast.info(c.pickerNothing);
      return;
    }
    openLogin(() => setPicked(chosen));
  };
  return (
    <>
      <Button icon={<StarOutlined />} {...buttonProps} onClick={start}>
        {label}
      </Button>
      {picked && <ListPicker lines={picked} onClose={() => setPicked(null)} />}
    </>
  );
}
