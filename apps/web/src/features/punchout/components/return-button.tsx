import { useState } from 'react';
import { Button } from 'antd';
import { toast } from '@/lib/toast';
import { punchoutCopy as t } from '@/locales/zh-CN-punchout';
import { transferCart } from '../api/punchout-api';

/**
 * 返回采购系统: the selected lines go back as the server's PunchOutOrderMessage: the browser opens the
 * server's one-time return page, which posts it to the procurement system's return address.
 */
export function PunchoutReturnButton({
  areaCode,
  selectedCount,
}: {
  areaCode: string;
  selectedCount: number;
}) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (selectedCount === 0) {
      toast.info(t.punchout.nothingSelected);
      return;
    }
    setBusy(true);
    try {
      const transfer = await transferCart(areaCode);
      // A page of this site that posts the cart to the procurement system (its own policy allows that post).
      window.location.assign(transfer.returnPath);
    } catch {
      // The request layer has shown why.
      setBusy(false);
    }
  };
  return (
    <Button type="primary" size="large" className="go" loading={busy} onClick={() => void send()}>
      {busy ? t.punchout.returning : t.punchout.returnButton}
    </Button>
  );
}
