import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { setOpenLoginImpl } from '@/lib/open-login';
import { authCopy } from '../copy';
import { LoginForm } from './login-form';

/**
 * The login popup of spec section 4, installed behind `openLogin(callback?)`. Opening locks body scrolling,
 * closing restores it. On success it closes and runs the callback, or reloads the page when there was none.
 * Mount once in the layout.
 */
export function LoginModalHost() {
  const [open, setOpen] = useState(false);
  const callback = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    setOpenLoginImpl((next) => {
      callback.current = next;
      setOpen(true);
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const close = () => {
    callback.current = undefined;
    setOpen(false);
  };

  const succeeded = () => {
    const next = callback.current;
    callback.current = undefined;
    setOpen(false);
    if (next) next();
    else window.location.reload();
  };

  return (
    <Modal
      open={open}
      title={authCopy.loginTitle}
      footer={null}
      width={400}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      closable={{ 'aria-label': authCopy.close }}
    >
      <LoginForm onSuccess={succeeded} onLeave={close} />
    </Modal>
  );
}
