import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './request';
import { useAction } from './use-action';

afterEach(cleanup);

/** A deferred answer the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Two download buttons sharing one action, and the outcome of the last run. */
function Downloads({
  download,
  onSaved,
}: {
  download: (f: string) => Promise<string>;
  onSaved: (name: string) => void;
}) {
  const action = useAction(download, { onSuccess: onSaved });
  const [outcome, setOutcome] = useState('');
  return (
    <div>
      {['pdf', 'xlsx'].map((format) => (
        <button
          key={format}
          type="button"
          aria-busy={action.pendingArg === format}
          disabled={action.isPending}
          onClick={() => void action.run(format).then((ok) => setOutcome(ok ? 'ok' : 'failed'))}
        >
          {format}
        </button>
      ))}
      <output>{outcome}</output>
    </div>
  );
}

function show(download: (f: string) => Promise<string>, onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Downloads download={download} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('useAction', () => {
  it('marks the button of the run in flight busy, then calls onSuccess and resolves true', async () => {
    const answer = later<string>();
    const onSaved = show(() => answer.promise);
    fireEvent.click(screen.getByRole('button', { name: 'xlsx' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'xlsx' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'pdf' }).getAttribute('aria-busy')).toBe('false');
    expect((screen.getByRole('button', { name: 'pdf' }) as HTMLButtonElement).disabled).toBe(true);

    answer.resolve('报价单.xlsx');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ok'));
    expect(onSaved).toHaveBeenCalledWith('报价单.xlsx', 'xlsx');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'xlsx' }).getAttribute('aria-busy')).toBe('false'),
    );
    expect((screen.getByRole('button', { name: 'pdf' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('resolves false on a refusal the request layer showed, quietly; logs anything else as a bug', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSaved = show(() => Promise.reject(new RequestError('文件不存在', 'business', 200, 4004)));
    fireEvent.click(screen.getByRole('button', { name: 'pdf' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed'));
    expect(log).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'pdf' }) as HTMLButtonElement).disabled).toBe(false);

    cleanup();
    const bug = new TypeError('x is undefined');
    show(() => Promise.reject(bug));
    fireEvent.click(screen.getByRole('button', { name: 'pdf' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed'));
    expect(log).toHaveBeenCalledWith('[action] unexpected failure', bug);
    log.mockRestore();
  });
});
