import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, originOf, test } from './support/fixtures';
import { dialogNamed, popconfirmOpen } from './support/forms';
import { openAsBuyer } from './support/orders';
import { withArea } from './support/storefront';

const shot = path.resolve(import.meta.dirname, '../../docs/screenshots/company-notifications.png');

/**
 * 企业采购 → 消息通知: the demo company's 管理员 connects a 企业微信 group robot pointing at a receiver on
 * 127.0.0.1 (it answers {"errcode":0}, as 企业微信 does), sends a test message and sees 发送成功, changes the
 * robot's events without retyping its URL, sets a company default (招标 by 短信) and puts it back. With
 * SCREENSHOTS=1 the page is saved to docs/screenshots/company-notifications.png.
 */

/** A 企业微信 robot endpoint on 127.0.0.1: keeps each post's key and body, accepts every one. */
async function wecomReceiver() {
  const posts: { key: string | null; body: { msgtype?: string; markdown?: { content?: string } } }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      posts.push({ key: url.searchParams.get('key'), body: JSON.parse(raw || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0,"errmsg":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    posts,
    url: (key: string) => `http://127.0.0.1:${port}/cgi-bin/webhook/send?key=${key}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the company 管理员 connects a 企业微信 robot, tests it, edits its events and sets a company default', async ({
  page,
  context,
}) => {
  const receiver = await wecomReceiver();
  try {
    await withArea(context, originOf(test.info())!);
    await openAsBuyer(page, 'demo', 'Demo@123456', '/company/notifications');
    const menu = page.getByRole('complementary', { name: '个人中心' });
    await expect(menu.getByRole('link', { name: '消息通知' })).toHaveClass(/active/);
    const robots = page.getByRole('region', { name: '群机器人' });

    // 新增: 企业微信 needs no secret; its key is in the URL, which the list shows masked.
    const name = `采购审批群${Date.now() % 10_000}`;
    const key = 'e2e-wecom-key-0123456789';
    await robots.getByRole('button', { name: '新增机器人' }).click();
    const add = await dialogNamed(page, '新增群机器人');
    await expect(add).toContainText('企业微信群机器人无需密钥');
    await expect(add.getByLabel('签名密钥')).toHaveCount(0);
    await add.getByLabel('名称').fill(name);
    await add.getByLabel('Webhook 地址').fill(receiver.url(key));
    await add.getByLabel('采购申请待审批').check();
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();
    const row = robots.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('企业微信');
    await expect(row).toContainText('key=e2e-****');
    await expect(row).not.toContainText(key);
    await expect(row).toContainText('采购申请待审批');
    await expect(row.getByRole('switch')).toBeChecked();

    // 发送测试消息: the platform's verdict stays beside the robot.
    await row.getByRole('button', { name: '发送测试消息' }).click();
    await expect(row.getByRole('status')).toHaveText('发送成功：平台已接收测试消息');
    expect(receiver.posts).toHaveLength(1);
    expect(receiver.posts[0]!.key).toBe(key);
    expect(receiver.posts[0]!.body.msgtype).toBe('markdown');
    expect(receiver.posts[0]!.body.markdown?.content).toContain(name);

    // 编辑: the URL is never shown again; left empty it stays, and only the events change.
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = await dialogNamed(page, '编辑群机器人');
    await expect(edit.getByLabel('Webhook 地址')).toHaveValue('');
    await expect(edit).toContainText('留空则不修改');
    await expect(edit.getByLabel('采购申请待审批')).toBeChecked();
    await edit.getByLabel('订单已发货').check();
    await edit.getByLabel('发票已开具').check();
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('订单已发货');
    await expect(row).toContainText('发票已开具');
    await row.getByRole('button', { name: '发送测试消息' }).click();
    await expect.poll(() => receiver.posts.length).toBe(2);
    expect(receiver.posts[1]!.key).toBe(key);

    // 企业默认通知设置: 招标 by 短信 for members who chose nothing; it holds after a reload.
    const defaults = page.getByRole('region', { name: '企业默认通知设置' });
    const biddingSms = defaults.getByLabel('招标短信');
    const was = await biddingSms.isChecked();
    await biddingSms.setChecked(!was);
    await defaults.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('企业默认通知设置已保存')).toBeVisible();
    await page.reload();
    await expect(defaults).toContainText('当前为企业默认设置');
    await expect(defaults.getByLabel('招标短信')).toBeChecked({ checked: !was });
    await expect(defaults.getByLabel('安全短信')).toBeDisabled();

    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await row.getByRole('button', { name: '发送测试消息' }).click();
      await expect(row.getByRole('status')).toHaveText('发送成功：平台已接收测试消息');
      await page.screenshot({ path: shot, fullPage: true });
    }

    // Put the default back, and remove the robot (删除 asks first).
    await defaults.getByLabel('招标短信').setChecked(was);
    await defaults.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('企业默认通知设置已保存')).toBeVisible();
    await row.getByRole('button', { name: '删除' }).click();
    const popover = await popconfirmOpen(page);
    await expect(popover).toContainText('删除这个机器人？');
    await popover.getByRole('button', { name: '删除' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
