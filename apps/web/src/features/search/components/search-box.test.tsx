import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const warning = vi.fn();
const tips = vi.fn();
const record = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { warning: (text: string) => warning(text), error: vi.fn() } }));
vi.mock('../api/get-search-tips', () => ({ getSearchTips: (...args: unknown[]) => tips(...args) }));
vi.mock('../api/record-search', () => ({ recordSearch: (term: string) => record(term) }));
vi.mock('../api/get-hot-search', () => ({ useHotSearch: () => ({ data: [{ id: 1, hotWord: '安全帽' }] }) }));
vi.mock('../api/get-search-history', () => ({
  useSearchHistory: (enabled: boolean) => ({ data: enabled ? [{ id: 1, searchTerms: '扳手' }] : undefined }),
}));

function setup(loggedIn = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox loggedIn={loggedIn} /> },
      { path: '/search', element: <div>results</div> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, input: screen.getByRole('searchbox') };
}

beforeEach(() => {
  vi.useFakeTimers();
  tips.mockResolvedValue(['扳手套装', '扳手 工业级']);
  record.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('search box rules', () => {
  it('an empty or blank keyword shows the toast and does not search', async () => {
    const { router, input } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    expect(warning).toHaveBeenCalledWith('请输入您要搜索的商品~');
    expect(record).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Enter trims the keyword, records it and goes to /search?value=', async () => {
    const { router, input } = setup();
    fireEvent.change(input, { target: { value: '  扳手  ' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(record).toHaveBeenCalledWith('扳手');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?value=%E6%89%B3%E6%89%8B');
  });

  it('suggestions are requested once, 300 ms after the last keystroke, with the trimmed keyword and area list', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '扳' } });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: ' 扳手 ' } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(tips).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(tips).toHaveBeenCalledTimes(1);
    expect(tips.mock.calls[0]![0]).toBe('扳手');
    expect(tips.mock.calls[0]![1]).toEqual(['0000']);
    expect(screen.getByRole('option', { name: '扳手套装' })).toBeTruthy();
  });

  it('an empty box shows the history only to a logged-in buyer', () => {
    const visitor = setup(false);
    fireEvent.focus(visitor.input);
    expect(screen.queryByRole('listbox', { name: '搜索历史' })).toBeNull();
  });

  it('an empty box shows the history to a logged-in buyer', () => {
    const { input } = setup(true);
    fireEvent.focus(input);
    const list = screen.getByRole('listbox', { name: '搜索历史' });
    expect(list.textContent).toBe('扳手');
  });
});
