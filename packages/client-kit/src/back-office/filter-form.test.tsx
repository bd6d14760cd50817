import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UrlValues } from '../url-state';
import { stubAntdMeasurements } from '../testing';
import { FilterForm } from './filter-form';

beforeAll(stubAntdMeasurements);
afterEach(cleanup);

function filters(values: UrlValues, onSubmit = vi.fn(), onReset = vi.fn()) {
  return (
    <FilterForm values={values} onSubmit={onSubmit} onReset={onReset}>
      <Form.Item name="keyword" label="关键词">
        <Input />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Input />
      </Form.Item>
    </FilterForm>
  );
}

describe('FilterForm', () => {
  it('shows the URL’s values; 重置 empties the form before the URL follows, and keeps what was typed since', () => {
    const onReset = vi.fn();
    const view = render(filters({ keyword: '恒力', status: '3' }, vi.fn(), onReset));
    // A reset mounts the inputs anew: look them up each time.
    const shown = () =>
      ['关键词', '状态'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);
    expect(shown()).toEqual(['恒力', '3']);

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
    // The URL has not changed yet (the router renders it later): the form is empty all the same.
    expect(shown()).toEqual(['', '']);

    // Typed before the URL's change arrives; the emptied URL must not wipe it.
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '五金' } });
    view.rerender(filters({}, vi.fn(), onReset));
    expect(shown()).toEqual(['五金', '']);

    // A URL with other values (back button) still refills the form.
    view.rerender(filters({ keyword: '工具', status: '1' }, vi.fn(), onReset));
    expect(shown()).toEqual(['工具', '1']);
  });
});
