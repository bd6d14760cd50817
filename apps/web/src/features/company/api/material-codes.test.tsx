import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MATERIAL_CODE_OF_MAX, type MaterialCode } from '@mall/shared';
import { useProductMaterialCodes } from './material-codes';

const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));

/** The server's answer: a code for every even product, two for multiples of 10. */
function answer(productIds: number[]): MaterialCode[] {
  return productIds.flatMap((productId) =>
    productId % 2 !== 0
      ? []
      : (Array.from({ length: productId % 10 === 0 ? 2 : 1 }, (_, i) => ({
          id: productId * 10 + i,
          productId,
          skuId: productId * 100 + i,
          code: `WL-${productId}-${i}`,
        })) as unknown as MaterialCode[]),
  );
}

/** The product ids each call asked for, in call order. */
const asked = () =>
  post.mock.calls.map((call) => {
    const [url, body] = call as [string, { productIds: number[] }];
    expect(url).toBe('/api/company/material-codes/of');
    return [...body.productIds].sort((x, y) => x - y);
  });

/** `n` tiles of one listing, each asking for its product's codes in the same render. */
function renderTiles(ids: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ids.map((id) => useProductMaterialCodes(id, true)), { wrapper });
}

describe('the listing tiles’ 物料编码 lookup', () => {
  it('asks once for a page of tiles and gives each tile its own codes', async () => {
    post.mockReset();
    post.mockImplementation(async (_url: string, body: { productIds: number[] }) => answer(body.productIds));
    const ids = Array.from({ length: 24 }, (_, i) => 1000 + i);
    const { result } = renderTiles(ids);
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked()).toEqual([ids]);
    result.current.forEach((q, i) => {
      expect(q.data!.map((c) => c.code)).toEqual(answer([ids[i]!]).map((c) => c.code));
    });
  });

  it('splits more than the call’s limit into calls of at most that many, and a later page asks again', async () => {
    post.mockReset();
    post.mockImplementation(async (_url: string, body: { productIds: number[] }) => answer(body.productIds));
    const ids = Array.from({ length: MATERIAL_CODE_OF_MAX * 2 + 5 }, (_, i) => 5000 + i);
    const { result } = renderTiles(ids);
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    const sizes = asked().map((productIds) => productIds.length);
    expect(sizes.every((n) => n <= MATERIAL_CODE_OF_MAX)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect(post).toHaveBeenCalledTimes(3);
    expect(result.current[10]!.data!.map((c) => c.code)).toEqual(['WL-5010-0', 'WL-5010-1']);

    const next = renderTiles([9001, 9002]);
    await waitFor(() => expect(next.result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked().at(-1)).toEqual([9001, 9002]);
    expect(post).toHaveBeenCalledTimes(4);
    expect(next.result.current[0]!.data).toEqual([]);
  });
});
