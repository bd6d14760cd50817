import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { stubAntdMeasurements } from '../testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

afterEach(cleanup);

beforeAll(stubAntdMeasurements);

type Values = { name: string };
const queryClient = new QueryClient();

/** A page with two brands to edit in one dialog, like the catalogue's brand list. */
function Page({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    // Button texts as in the console (no space between two characters); no animation, so a closed dialog's
    // content is destroyed at once, as it is in the browser once the closing animation ends.
    <QueryClientProvider client={queryClient}>
      <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
        <Button onClick={() => setEditing('博世')}>编辑博世</Button>
        <Button onClick={() => setEditing('世达')}>编辑世达</Button>
        <FormModal<Values>
          open={editing !== null}
          title="编辑品牌"
          initialValues={{ name: editing ?? '' }}
          onSubmit={onSubmit}
          onClose={() => setEditing(null)}
        >
          <Form.Item name="name" label="品牌名称" rules={[{ required: true, message: '请输入品牌名称' }]}>
            <Input />
          </Form.Item>
        </FormModal>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

const nameField = () => screen.getByLabelText('品牌名称') as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: '确定' });
const dialogGone = () => waitFor(() => expect(screen.queryByLabelText('品牌名称')).toBeNull());

// antd's first render in jsdom is slow (styles); a busy machine needs more than the default 5 s.
describe('form in a dialog', { timeout: 30_000 }, () => {
  it('opens each time with its own values, not what was typed or shown the time before', async () => {
    render(<Page onSubmit={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: '编辑博世' }));
    expect(nameField().value).toBe('博世');
    fireEvent.change(nameField(), { target: { value: '博世电动工具' } });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await dialogGone();

    fireEvent.click(screen.getByRole('button', { name: '编辑世达' }));
    await waitFor(() => expect(nameField().value).toBe('世达'));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await dialogGone();

    fireEvent.click(screen.getByRole('button', { name: '编辑博世' }));
    await waitFor(() => expect(nameField().value).toBe('博世'));
  });

  it('stays open with what was typed when saving fails, and closes when it succeeds', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('品牌名称已存在'))
      .mockResolvedValueOnce(undefined);
    render(<Page onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '编辑博世' }));
    fireEvent.change(nameField(), { target: { value: '博世电动工具' } });

    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '博世电动工具' });
    // The OK button stops spinning once the failure is in; the dialog and the typed value are still there.
    await waitFor(() => expect(ok().className).not.toMatch(/loading/));
    expect(nameField().value).toBe('博世电动工具');

    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await dialogGone();
  });

  it('does not save while a required field is empty', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Page onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '编辑博世' }));
    fireEvent.change(nameField(), { target: { value: '' } });
    fireEvent.click(ok());
    expect(await screen.findByText('请输入品牌名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameField()).toBeTruthy();
  });
});
