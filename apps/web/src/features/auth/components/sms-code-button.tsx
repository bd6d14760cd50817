import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { LIMITS } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { authCopy } from '../copy';

/**
 * The SMS code button: `send` validates the mobile and sends; on success it toasts
 * 验证码发送成功 and disables for a 60-second countdown showing the remaining seconds, then resets to
 * 获取验证码. `send` resolves false on failure (failures are swallowed; the form shows the reason).
 */
export function SmsCodeButton({ send }: { send: () => Promise<boolean> }) {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const sending = useAction(() => send(), {
    onSuccess: (sent) => {
      if (!sent) return;
      toast.success(authCopy.codeSent);
      setLeft(LIMITS.SMS_COUNTDOWN_S);
      setDeadline(Date.now() + LIMITS.SMS_COUNTDOWN_S * 1000);
    },
  });

  // Counted from a deadline, so a throttled background tab still ends on time.
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(0);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return (
    <Button disabled={left > 0} loading={sending.isPending} onClick={() => void sending.run()}>
      {left > 0 ? authCopy.countdown(left) : authCopy.getCode}
    </Button>
  );
}
