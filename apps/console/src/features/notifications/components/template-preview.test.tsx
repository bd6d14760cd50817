import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENTS, type NotificationEvent, type TemplatePreview } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { TemplatePreviewPanel } from './template-preview';

/** The server's preview of an event with sample facts. */
const previewOf = (event: NotificationEvent): TemplatePreview => {
  const label = NOTIFICATION_EVENTS[event].label;
  return {
    event,
    eventLabel: label,
    subject: `【${label}】示例标题`,
    text: `${label}\n申请单号：PR202611300001\n金额：¥1,280.00`,
    html: `<html><body><h1>${label}</h1><a href="#">同意</a><script>parent.hacked = true</script></body></html>`,
    markdown: `### ${label}\n> 申请单号：PR202611300001\n[查看详情](https://example.test)`,
    inbox:
      event === 'security.password'
        ? null
        : { title: `${label}：示例标题`, content: '申请单号：PR202611300001' },
    sms: `【工业品商城】${label}：示例标题，详情：https://example.test/`,
  };
};

let fail = false;
const post = vi.fn((_url: string, body: { event: NotificationEvent }) =>
  fail ? Promise.reject(new Error('boom')) : Promise.resolve(previewOf(body.event)),
);
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: { event: NotificationEvent }) => post(url, body) },
}));

componentTestHooks();

const renderPreview = (entry = '/notifications/templates') =>
  renderAtRoute(<TemplatePreviewPanel />, entry, { motion: false });

describe('消息通知 · 模板预览', { timeout: 30_000 }, () => {
  it("shows the first event's mail as it renders, its subject and text, and the robots' markdown", async () => {
    renderPreview();
    expect(await screen.findByText('【采购申请待审批】示例标题')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/admin/notification/templates/preview', {
      event: 'approval.waiting',
    });

    // The mail's HTML in a frame that may run nothing and reach nothing of the console.
    const frame = screen.getByTitle('邮件 HTML 预览') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(previewOf('approval.waiting').html);

    const text = screen.getByLabelText('邮件纯文本');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe('采购申请待审批\n申请单号：PR202611300001\n金额：¥1,280.00');
    const markdown = screen.getByLabelText('群机器人消息（企业微信 / 钉钉 / 飞书 Markdown）');
    expect(markdown.tagName).toBe('PRE');
    expect(markdown.textContent).toBe(previewOf('approval.waiting').markdown);
    // The message centre's copy and the SMS, as the same template makes them.
    expect(screen.getByLabelText('站内信（我的消息）').textContent).toBe(
      '采购申请待审批：示例标题\n\n申请单号：PR202611300001',
    );
    expect(screen.getByLabelText('短信').textContent).toBe(previewOf('approval.waiting').sms);
  });

  it('says when an event never goes to the message centre', async () => {
    renderPreview('/notifications/templates?event=security.password');
    await screen.findByText('【登录密码已修改】示例标题');
    expect(screen.getByLabelText('站内信（我的消息）').textContent).toBe(
      '该事件不进入消息中心：账号安全提醒只经邮件、短信送达',
    );
  });

  it('previews the event of the link', async () => {
    renderPreview('/notifications/templates?event=shop.afs');
    expect(await screen.findByText('【店铺新售后申请】示例标题')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/admin/notification/templates/preview', { event: 'shop.afs' });
  });

  it('previews another event when one is picked', async () => {
    renderPreview();
    await screen.findByText('【采购申请待审批】示例标题');
    fireEvent.mouseDown(screen.getByLabelText('通知事件'));
    await screen.findByRole('listbox');
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    fireEvent.click(within(dropdown).getByText('订单已发货'));
    expect(await screen.findByText('【订单已发货】示例标题')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith('/api/admin/notification/templates/preview', {
      event: 'order.shipped',
    });
    await waitFor(() =>
      expect((screen.getByTitle('邮件 HTML 预览') as HTMLIFrameElement).getAttribute('srcdoc')).toContain(
        '<h1>订单已发货</h1>',
      ),
    );
  });

  it('offers 重试 when the preview could not be had', async () => {
    fail = true;
    try {
      renderPreview();
      const retry = await screen.findByRole('button', { name: '重试' });
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByText('【采购申请待审批】示例标题')).toBeTruthy();
    } finally {
      fail = false;
    }
  });
});
