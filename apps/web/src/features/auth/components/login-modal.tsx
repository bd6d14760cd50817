import { useEffect, useRef, useState } from 'react';
import { setOpenLoginImpl } from '@/lib/open-login';
import { lazyComponent } from '@/components/lazy-antd';

/** The form, its validation and the captcha stay out of the first download: most visitors never open it. */
const LoginDialog = lazyComponent(() => import('./login-dialog'));

/**
 * The login popup, installed behind `openLogin(callback?)`. Opening locks body scrolling,
 * closing restores it. On success it closes and runs the callback, or reloads the page when there was none.
 * Mount once in the layout. The popup's code loads the first time it opens.
 */
export function LoginModalHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const callback = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    setOpenLoginImpl((next) => {
      callback.current = next;
      setWanted(true);
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

  if (!wanted) return null;
  return <LoginDialog open={open} onCancel={close} onSuccess={succeeded} />;
}
