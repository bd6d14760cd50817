import { Button } from 'antd';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { STOCK_ALERT_MSG } from '@mall/shared';
import { openLogin } from '@/lib/open-login';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/lib/user-store';
import { t } from '@/locales/zh-CN';
import { stockAlertKeys, subscribeStockAlert, useWaitingSkus } from '../api/stock-alert-api';
import '../stock-alert.css';

type Props = {
  /** The chosen SKU, sold out in the area. */
  skuId: number;
  /** Every SKU of the product: one call tells which are subscribed, whichever the buyer picks next. */
  skuIds: number[];
  /** The product page's area (the detail's resolved area code). */
  areaCode: string;
};

/** 到货通知 on a sold-out SKU; 已订阅到货通知 once the buyer waits for it (a visitor logs in first). */
export default function StockAlertButton({ skuId, skuIds, areaCode }: Props) {
  const signedIn = useUserStore((s) => s.user !== null);
  const waiting = useWaitingSkus(skuIds, areaCode, signedIn);
  const client = useQueryClient();
  const subscribe = useAction(() => subscribeStockAlert({ skuId, areaCode }), {
    onSuccess: async () => {
      toast.success(STOCK_ALERT_MSG.SUBSCRIBED);
      await client.invalidateQueries({ queryKey: stockAlertKeys.all });
    },
  });

  if (signedIn && waiting.data?.includes(skuId))
    return (
      <Button size="large" className="mall-btn-notify done" icon={<CheckOutlined />} disabled>
        {t.stockAlert.subscribed}
      </Button>
    );
  return (
    <Button
      size="large"
      className="mall-btn-notify"
      icon={<BellOutlined />}
      loading={subscribe.isPending}
      title={t.stockAlert.notifyHint}
      onClick={() => openLogin(() => void subscribe.run())}
    >
      {t.stockAlert.notify}
    </Button>
  );
}
