import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { getCaptchaConfig, verifyCaptcha } from '../api/auth-api';
import { authCopy } from '../copy';
import { SlideCaptchaModal } from './slide-captcha';

type Pending = { userInfo: string; resolve: (passed: boolean) => void };

/**
 * The captcha step of spec section 4: `ready` once the configured captcha is loaded (the submit button reads
 * 初始化... until then); `verify(userInfo)` runs it and resolves true when it passed (a one-time pass is then
 * stored for `userInfo` on the server). Render `holder` where the popup may appear.
 */
export function useCaptcha(): {
  ready: boolean;
  verify: (userInfo: string) => Promise<boolean>;
  holder: ReactNode;
} {
  const config = useQuery({ queryKey: ['captcha-config'], queryFn: getCaptchaConfig, staleTime: Infinity });
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const verify = useCallback(
    async (userInfo: string): Promise<boolean> => {
      const cfg = config.data;
      if (!cfg) return false;
      if (cfg.provider === 'slide') {
        return new Promise<boolean>((resolve) => {
          const next = { userInfo, resolve };
          pendingRef.current = next;
          setPending(next);
        });
      }
      if (cfg.provider === 'test') {
        try {
          const passed = await verifyCaptcha('test', userInfo, cfg.sceneId || 'test');
          if (!passed) toast.error(authCopy.captchaFailed);
          return Boolean(passed);
        } catch {
          toast.error(authCopy.captchaFailed);
          return false;
        }
      }
      // The Alibaba Cloud widget needs its browser SDK, which this storefront does not load yet.
      toast.error(authCopy.captchaUnavailable);
      return false;
    },
    [config.data],
  );

  const finish = useCallback((passed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(passed);
  }, []);

  const holder = (
    <SlideCaptchaModal
      open={pending !== null}
      userInfo={pending?.userInfo ?? ''}
      sceneId={config.data?.sceneId ?? ''}
      onDone={finish}
    />
  );
  return { ready: config.isSuccess, verify, holder };
}
