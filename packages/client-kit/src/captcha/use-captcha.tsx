import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { captchaCopy } from './copy';
import { SlideCaptchaModal } from './slide-captcha';
import type { CaptchaClient } from './types';

type Pending = { userInfo: string; resolve: (passed: boolean) => void };

/**
 * The captcha step before a login or an SMS code: `ready` once the configured captcha is loaded (the submit
 * button reads 初始化... until then); `verify(userInfo)` runs it and resolves true when it passed (a one-time
 * pass is then stored for `userInfo` on the server). Render `holder` where the popup may appear. `client`
 * carries the app's own calls and toast; keep it stable (a module constant).
 */
export function useCaptcha(client: CaptchaClient): {
  ready: boolean;
  verify: (userInfo: string) => Promise<boolean>;
  holder: ReactNode;
} {
  const config = useQuery({ queryKey: ['captcha-config'], queryFn: client.config, staleTime: Infinity });
  const refetchConfig = config.refetch;
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const verify = useCallback(
    async (userInfo: string): Promise<boolean> => {
      // A click before the configuration arrived waits for it (it once did nothing on a slow host: the
      // merchant join journey, 2026-12-01); a configuration that cannot be read says so.
      const cfg = config.data ?? (await refetchConfig()).data;
      if (!cfg) {
        client.toastError(captchaCopy.unavailable);
        return false;
      }
      if (cfg.provider === 'slide') {
        return new Promise<boolean>((resolve) => {
          const next = { userInfo, resolve };
          pendingRef.current = next;
          setPending(next);
        });
      }
      if (cfg.provider === 'test') {
        try {
          const passed = await client.verify('test', userInfo, cfg.sceneId || 'test');
          if (!passed) client.toastError(captchaCopy.failed);
          return Boolean(passed);
        } catch {
          client.toastError(captchaCopy.failed);
          return false;
        }
      }
      // The Alibaba Cloud widget needs its browser SDK, which this storefront does not load yet.
      client.toastError(captchaCopy.unavailable);
      return false;
    },
    [client, config.data, refetchConfig],
  );

  const finish = useCallback((passed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(passed);
  }, []);

  const holder = (
    <SlideCaptchaModal
      client={client}
      open={pending !== null}
      userInfo={pending?.userInfo ?? ''}
      sceneId={config.data?.sceneId ?? ''}
      onDone={finish}
    />
  );
  return { ready: config.isSuccess, verify, holder };
}
