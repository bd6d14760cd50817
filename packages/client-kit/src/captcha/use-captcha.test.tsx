import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaptchaConfig } from '@mall/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaClient } from './types';
import { useCaptcha } from './use-captcha';

afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function captchaClient(config: () => Promise<CaptchaConfig>): CaptchaClient {
  return {
    config,
    challenge: vi.fn(),
    verify: vi.fn(async () => true),
    toastError: vi.fn(),
  };
}

describe('useCaptcha', () => {
  it('waits for the configuration when asked before it arrived, then verifies', async () => {
    let answer!: (c: CaptchaConfig) => void;
    const client = captchaClient(() => new Promise<CaptchaConfig>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCaptcha(client), { wrapper });
    expect(result.current.ready).toBe(false);
    // Clicked at once (a slow host): the configuration is still on its way.
    const passed = result.current.verify('13500000000');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ provider: 'test', sceneId: 'demo' } as CaptchaConfig);
    await expect(passed).resolves.toBe(true);
    expect(client.verify).toHaveBeenCalledWith('test', '13500000000', 'demo');
    expect(client.toastError).not.toHaveBeenCalled();
  });

  it('says the check is unavailable when the configuration cannot be read', async () => {
    const client = captchaClient(() => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useCaptcha(client), { wrapper });
    await expect(result.current.verify('13500000000')).resolves.toBe(false);
    expect(client.toastError).toHaveBeenCalledWith('安全验证暂不可用，请稍后再试');
    expect(client.verify).not.toHaveBeenCalled();
  });
});
