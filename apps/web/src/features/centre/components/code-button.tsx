import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { LIMITS } from '@mall/shared';
import { toast } from '@/lib/toast';
import { centreCopy } from '@/locales/zh-CN-centre';

/** SMS code button: sends, then counts down 60 s, then reads 获取验证码 again. */
export function CodeButton({ send, disabled }: { send: () => Promise<unknown>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    setSending(true);
    try {
      await send();
      toast.success(centreCopy.centre.security.codeSent);
      setLeft(LIMITS.SMS_COUNTDOWN_S);
    } catch {
      // a failed send is swallowed; a validation problem shows on the field
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      onClick={() => void click()}
      disabled={disabled || left > 0}
      loading={sending}
      style={{ width: 130 }}
    >
      {left > 0 ? centreCopy.centre.security.resend(left) : centreCopy.centre.security.sendCode}
    </Button>
  );
}
