import { afterAll, describe, expect, it } from 'vitest';
import { must, verifiedCompany, type Who } from '../../../testing/company.fixture';
import { useWorld } from '../../../testing/world';
import { notificationWorld, robotPlatforms } from '../robot-receiver.fixture';

// 编辑机器人: the URL and the secret are never shown again, so an empty one keeps the saved one.

const DINGTALK_SECRET = 'SECedit0123456789';
const w = useWorld(async () => {
  // Only 钉钉 and 企业微信 are edited here; 飞书's key is there because the receiver serves all three.
  const platforms = await robotPlatforms({
    wecomKey: 'wecom-key-edit-0123456789',
    dingtalk: DINGTALK_SECRET,
    feishu: 'unused',
  });
  return { ...(await notificationWorld()), platforms };
});
afterAll(() => w.platforms?.close());
const base = '/api/company/notification-robots';
type Robot = {
  id: number;
  platform: string;
  name: string;
  webhookHint: string;
  hasSecret: boolean;
  events: string[];
  enabled: boolean;
};

/** PUT as `who`: the status, the message and the robot as answered. */
async function put(who: Who, id: number, payload: object) {
  const res = await w.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: who.headers, payload });
  const body = res.json() as { msg: string; data: Robot };
  return { status: res.statusCode, msg: body.msg, robot: body.data };
}

describe('editing a group robot', () => {
  it('keeps the URL and the secret when left empty, takes new ones, and refuses what create refuses', async () => {
    const company = await verifiedCompany(w.app, w.op);
    const admin = company.admin;
    const ok = must(w.app);
    const robot = await ok<Robot>(admin, 'POST', base, {
      platform: 'dingtalk',
      name: '审批群',
      webhookUrl: w.platforms.urls.dingtalk,
      secret: DINGTALK_SECRET,
      events: ['approval.waiting'],
    });
    const edited = await put(admin, robot.id, {
      platform: 'dingtalk',
      name: '采购审批群',
      events: ['approval.waiting', 'order.shipped'],
      enabled: false,
    });
    expect(edited).toMatchObject({
      status: 200,
      msg: '机器人已保存',
      robot: {
        name: '采购审批群',
        webhookHint: robot.webhookHint,
        hasSecret: true,
        events: ['approval.waiting', 'order.shipped'],
        enabled: false,
      },
    });
    // The saved URL and secret still sign: the platform accepts the test message.
    expect(await ok(admin, 'POST', `${base}/${robot.id}/test`)).toEqual({ sent: true, error: '' });

    // A new platform needs its URL; 企业微信 signs nothing, so the secret goes.
    expect(await put(admin, robot.id, { platform: 'wecom', name: '群' })).toMatchObject({
      status: 400,
      msg: '更换平台后请填写企业微信机器人的 Webhook 地址',
    });
    const wecom = await put(admin, robot.id, {
      platform: 'wecom',
      name: '企业微信群',
      webhookUrl: w.platforms.urls.wecom,
    });
    expect(wecom.robot).toMatchObject({ platform: 'wecom', hasSecret: false, enabled: true });
    expect(wecom.robot.webhookHint).toContain('/wecom/send?key=weco****');
    expect(await ok(admin, 'POST', `${base}/${robot.id}/test`)).toEqual({ sent: true, error: '' });

    expect(
      await put(admin, robot.id, { platform: 'wecom', name: '群', events: ['security.password'] }),
    ).toMatchObject({ status: 400, msg: '企业机器人不能订阅：登录密码已修改' });
    // Another company's administrator can't reach it.
    const other = await verifiedCompany(w.app, w.op);
    expect(await put(other.admin, robot.id, { platform: 'wecom', name: '群' })).toMatchObject({
      status: 404,
      msg: '机器人不存在',
    });
  }, 60_000);
});
