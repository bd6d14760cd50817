import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { LIMITS } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { centreCopy } from '@/locales/zh-CN-centre';

/**
 * SMS code button: sends, then counts down 60 s, then reads 获取验证码 again. `send` resolves false when it
 * sent nothing (a field to correct, shown on the field); a refused send was shown by the request layer.
 */
export function CodeButton({ send, disabled }: { send: () => Promise<unknown>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const sending = useAction(() => send(), {
    onSuccess: (sent) => {
      if (sent === false) return;
      toast.success(centreCopy.centre.security.codeSent);
      setLeft(LIMITS.SMS_COUNTDOWN_S);
    },
  });
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Button
      onClick={() => void sending.run()}
      disabled={disabled || left > 0}
      loading={sending.isPending}
      style={{ width: 130 }}
    >
      {left > 0 ? centreCopy.centre.security.resend(left) : centreCopy.centre.security.sendCode}
    </Button>
  );
}
