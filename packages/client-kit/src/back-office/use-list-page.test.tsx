import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../request';
import { useAction } from '../use-action';
import { useListPage, type UrlValues } from '../index';

afterEach(cleanup);

function wrapper(url = '/') {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('useListPage', () => {
  it('queries with the URL filters and page, and binds the table and the filter form to the URL', () => {
    const useList = vi.fn((_values: UrlValues, _page: { pageNum: number; pageSize: number }) => ({
      data: { list: [{ id: 1 }], total: 41 },
      isFetching: false,
    }));
    const { result } = renderHook(() => useListPage<{ id: number }>({ keys: ['no'], useList }), {
      wrapper: wrapper('/refunds?no=R1&page=2&other=x'),
    });
    expect(useList).toHaveBeenLastCalledWith({ no: 'R1', page: '2' }, { pageNum: 2, pageSize: 20 });
    expect(result.current.tableProps.dataSource).toEqual([{ id: 1 }]);
    expect(result.current.tableProps.pagination).toMatchObject({ current: 2, pageSize: 20, total: 41 });
    expect(result.current.tableProps.pagination.showTotal(41)).toBe('共 41 条');

    // A new filter goes back to page 1; a page change keeps the filters.
    act(() => result.current.filterProps.onSubmit({ no: 'R2' }));
    expect(useList).toHaveBeenLastCalledWith({ no: 'R2' }, { pageNum: 1, pageSize: 20 });
    act(() => result.current.tableProps.pagination.onChange(3, 50));
    expect(useList).toHaveBeenLastCalledWith(
      { no: 'R2', page: '3', size: '50' },
      { pageNum: 3, pageSize: 50 },
    );
    act(() => result.current.filterProps.onReset());
    expect(useList).toHaveBeenLastCalledWith({}, { pageNum: 1, pageSize: 20 });
  });

  it('asks for and shows no more than maxSize rows a page', () => {
    const useList = vi.fn((_v: UrlValues, _p: { pageNum: number; pageSize: number }) => ({
      data: undefined,
      isFetching: true,
    }));
    const { result } = renderHook(() => useListPage({ keys: [], useList, maxSize: 50 }), {
      wrapper: wrapper('/shops?size=100'),
    });
    expect(useList).toHaveBeenLastCalledWith({ size: '100' }, { pageNum: 1, pageSize: 50 });
    expect(result.current.tableProps.pagination).toMatchObject({ pageSize: 50, total: 0 });
  });
});

describe('useAction', () => {
  it('is pending while the write runs, resolves true on success and false on a shown failure', async () => {
    let finish: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(
      () =>
        useAction(
          (name: string) =>
            name === 'bad'
              ? Promise.reject(new RequestError('名称已存在', 'business'))
              : new Promise<string>((resolve) => (finish = resolve)),
          { onSuccess },
        ),
      { wrapper: wrapper() },
    );
    let ok: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ok = result.current.run('博世');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => finish('saved'));
    await expect(ok).resolves.toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess).toHaveBeenCalledWith('saved', '博世');

    let failed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      failed = result.current.run('bad');
    });
    await expect(failed).resolves.toBe(false);
    // The request layer already showed a RequestError: nothing more is logged.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
