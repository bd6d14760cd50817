import { useState } from 'react';
import { Button, Modal, Radio } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useAction } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { createQuotation, useQuotationOptions } from '../api/quotation-api';

const c = t.quotation;

/** 生成报价单 from the cart: choose the validity (the operators' default first), then open the quotation. */
function CreateQuotationModal({
  open,
  cartLineIds,
  areaCode,
  onClose,
}: {
  open: boolean;
  cartLineIds: number[];
  areaCode: string;
  onClose: () => void;
}) {
  const options = useQuotationOptions(open);
  const [days, setDays] = useState<number | null>(null);
  const chosen = days ?? options.data?.defaultValidDays ?? null;
  const create = useAction(
    () => createQuotation({ ids: cartLineIds, areaCode, ...(chosen ? { validDays: chosen } : {}) }),
    {
      onSuccess: (made) => {
        toast.success(c.created(made.quotationNo));
        onClose();
        navigate(paths.quotationDetail.getHref(made.id));
      },
    },
  );
  return (
    <Modal
      open={open}
      title={c.createTitle}
      okText={c.create}
      cancelText={tradeCopy.cart.cancel}
      confirmLoading={create.isPending}
      onOk={() => void create.run()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{c.createIntro(cartLineIds.length)}</p>
      <div className="mall-quotation-validity">
        <span>{c.validity}：</span>
        <Radio.Group value={chosen} onChange={(e) => setDays(e.target.value as number)}>
          {(options.data?.validityDays ?? [7, 15, 30]).map((d) => (
            <Radio key={d} value={d}>
              {d === options.data?.defaultValidDays ? c.defaultDays(d) : c.days(d)}
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </Modal>
  );
}

/** The cart's 生成报价单 button: the selected lines into a quotation (asks for a selection first). */
export function CreateQuotationButton({
  cartLineIds,
  areaCode,
}: {
  cartLineIds: number[];
  areaCode: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<FileTextOutlined />}
        onClick={() => (cartLineIds.length ? setOpen(true) : toast.info(tradeCopy.cart.nothingSelected))}
      >
        {c.create}
      </Button>
      <CreateQuotationModal
        open={open}
        cartLineIds={cartLineIds}
        areaCode={areaCode}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
