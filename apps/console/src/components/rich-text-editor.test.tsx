import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor';

afterEach(cleanup);

describe('rich text editor field', () => {
  it('shows the value it is given and follows a later value (data loaded after mount)', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>原有公告</p>" onChange={onChange} />);
    await waitFor(() => expect(screen.getByText('原有公告')).toBeTruthy());
    rerender(<RichTextEditor value="<h2>系统维护通知</h2><p>今晚 22:00 起维护</p>" onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '系统维护通知' })).toBeTruthy());
    expect(screen.queryByText('原有公告')).toBeNull();
    // Replacing the document from outside is not an edit: the form value is not written back.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the toolbar by accessible names', () => {
    render(<RichTextEditor value="" />);
    for (const name of ['加粗', '斜体', '下划线', '无序列表', '有序列表', '链接', '撤销']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
