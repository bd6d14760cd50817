import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aliyunSignature } from '../../../lib/aliyun-rpc';
import { MemoryStore } from '../../../lib/store';
import { useTestApp } from '../../../testing/world';
import { startFakeAliyun } from '../../../testing/fake-aliyun';
import { buyerAuth, createBuyer, latestSmsCode, passCaptcha } from '../../../testing/accounts';
import { AliyunSmsProvider, SmsService } from './index';
import { aliyunNoticeParam } from './sms.providers';

const w = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const sendLogin = (mobile: string, ip = '127.0.0.1') =>
  w.app.inject({
    method: 'POST',
    url: '/api/oauth/sendSms',
    payload: { phoneNumbers: mobile, smsType: 1 },
    remoteAddress: ip,
  });
const outbox = async (mobile: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` })).json().data as {
    code: string;
    purpose: string;
    content: string;
  }[];

describe('SMS limits', () => {
  it('sends at most one code per mobile per 60 s', async () => {
    const buyer = await createBuyer(w.app);
    expect((await sendLogin(buyer.mobile)).statusCode).toBe(200);
    const again = await sendLogin(buyer.mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/请 \d+ 秒后再试/);
    expect(await outbox(buyer.mobile)).toHaveLength(1);
  });

  it('the journeys end the minute at once only with TEST_SUPPORT=1', async () => {
    const buyer = await createBuyer(w.app);
    expect((await sendLogin(buyer.mobile)).statusCode).toBe(200);
    const route = await w.app.inject({
      method: 'POST',
      url: '/api/test-support/sms/end-cooldown',
      payload: { mobile: buyer.mobile },
    });
    expect(route.statusCode).toBe(404);
    expect((await sendLogin(buyer.mobile)).statusCode).toBe(429);

    const store = new MemoryStore();
    const sent: string[] = [];
    const sms = new SmsService(store, { name: 'console', send: async (m) => void sent.push(m.code) });
    await sms.send('13900000007', 'SMS_LOGIN', '127.0.0.1');
    await expect(sms.send('13900000007', 'SMS_LOGIN', '127.0.0.1')).rejects.toThrow(/秒后再试/);
    await sms.endCooldown('13900000007');
    await sms.send('13900000007', 'SMS_LOGIN', '127.0.0.1');
    expect(sent).toHaveLength(2);
  });

  it('sends at most 10 codes per mobile a day', async () => {
    const store = new MemoryStore();
    const sent: string[] = [];
    const sms = new SmsService(store, { name: 'console', send: async (m) => void sent.push(m.code) });
    let now = Date.UTC(2026, 10, 22, 1, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (let i = 0; i < 10; i++) {
      await sms.send('13900000001', 'SMS_LOGIN', `10.0.0.${i}`);
      await store.del('sms:cooldown:13900000001'); // the cooldown is tested above; here only the daily cap
    }
    await expect(sms.send('13900000001', 'SMS_LOGIN', '10.0.1.1')).rejects.toMatchObject({
      status: 429,
      message: '该手机号今日获取验证码次数已达上限，请明天再试',
    });
    expect(sent).toHaveLength(10);
    // A new day (China time) opens a new allowance.
    now += 24 * 3600_000;
    vi.setSystemTime(now);
    await store.del('sms:cooldown:13900000001');
    await expect(sms.send('13900000001', 'SMS_LOGIN', '10.0.1.1')).resolves.toBeUndefined();
    await store.close();
  });

  it('sends at most 30 codes an hour from one IP', async () => {
    const store = new MemoryStore();
    const sms = new SmsService(store, { name: 'console', send: async () => {} });
    for (let i = 0; i < 30; i++)
      await sms.send(`1390000${String(i).padStart(4, '0')}`, 'WEB_REGISTER', '10.1.1.1');
    await expect(sms.send('13911111111', 'WEB_REGISTER', '10.1.1.1')).rejects.toMatchObject({ status: 429 });
    await expect(sms.send('13911111111', 'WEB_REGISTER', '10.1.1.2')).resolves.toBeUndefined();
    await store.close();
  });

  it('validates the mobile before sending', async () => {
    const res = await sendLogin('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入正确的手机号');
  });
});

describe('the dev outbox', () => {
  it('answers only callers on this machine, also behind a proxy on it', async () => {
    const buyer = await createBuyer(w.app);
    expect((await sendLogin(buyer.mobile)).statusCode).toBe(200);
    const read = (opts: Partial<InjectOptions>) =>
      w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${buyer.mobile}`, ...opts } as never);
    expect((await read({})).json().data).toHaveLength(1);
    const remote = await read({ remoteAddress: '203.0.113.7' });
    expect([remote.statusCode, remote.json().msg]).toEqual([404, '接口不存在']);
    expect(remote.body).not.toMatch(/\d{6}/);
    // A client beyond a local proxy (X-Forwarded-For from loopback is believed) is no local caller.
    const proxied = await read({ headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('SMS codes', () => {
  it('are 6 digits, bound to purpose and mobile, single use, and expire after 5 minutes', async () => {
    const store = new MemoryStore();
    const sent: { mobile: string; code: string }[] = [];
    const sms = new SmsService(store, { name: 'console', send: async (m) => void sent.push(m) });
    await sms.send('13900000002', 'WEB_REGISTER', '10.2.0.1');
    const code = sent[0]!.code;
    expect(code).toMatch(/^\d{6}$/);
    await expect(sms.consume('13900000002', 'WEB_RESET_PWD', code)).rejects.toMatchObject({ code: 1004 });
    await expect(sms.consume('13900000003', 'WEB_REGISTER', code)).rejects.toMatchObject({ code: 1004 });
    await sms.consume('13900000002', 'WEB_REGISTER', code);
    await expect(sms.consume('13900000002', 'WEB_REGISTER', code)).rejects.toMatchObject({ code: 1004 });

    await store.del('sms:cooldown:13900000002');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await sms.send('13900000002', 'WEB_REGISTER', '10.2.0.1');
    const late = sent[1]!.code;
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    await expect(sms.consume('13900000002', 'WEB_REGISTER', late)).rejects.toMatchObject({
      message: '验证码错误或已失效',
    });
    await store.close();
  });

  it('void a code after 5 wrong guesses', async () => {
    const store = new MemoryStore();
    const sent: string[] = [];
    const sms = new SmsService(store, { name: 'console', send: async (m) => void sent.push(m.code) });
    await sms.send('13900000004', 'SMS_LOGIN', '10.3.0.1');
    const wrong = sent[0] === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(sms.consume('13900000004', 'SMS_LOGIN', wrong)).rejects.toThrow();
    await expect(sms.consume('13900000004', 'SMS_LOGIN', sent[0]!)).rejects.toMatchObject({ code: 1004 });
    await store.close();
  });

  it('never appear in any response outside the dev outbox', async () => {
    const seen: string[] = [];
    const call = async (opts: InjectOptions) => {
      const res = await w.app.inject(opts as never);
      seen.push(res.body);
      return res;
    };
    // Register, login by SMS, reset the password, change the phone: every code-bearing flow.
    const mobile = '13600000011';
    await passCaptcha(w.app, mobile);
    await call({
      method: 'POST',
      url: '/api/user/sendNotLoginSms',
      payload: { phoneNumbers: mobile, smsWebNotLoginTemplateEnum: 'WEB_REGISTER' },
    });
    const regCode = await latestSmsCode(w.app, mobile);
    await passCaptcha(w.app, mobile);
    const reg = await call({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        mobile,
        code: regCode,
        username: 'nocode_user',
        password: 'Abc@123456',
        companyName: '测试公司',
        agreement: true,
      },
    });
    expect(reg.statusCode).toBe(200);
    const { headers, buyer } = await buyerAuth(w.app);
    await call({
      method: 'POST',
      url: '/api/user/getUserVerifyCode',
      headers,
      payload: { smsWebTemplateEnum: 'WEB_VERIFY_OLD_PHONE' },
    });
    const oldCode = await latestSmsCode(w.app, buyer.mobile);
    await call({ method: 'POST', url: '/api/user/verifyOldPhone', headers, payload: { code: oldCode } });
    await call({ method: 'POST', url: '/api/user/getUserInfo', headers });
    const codes = [regCode, oldCode];
    for (const body of seen) for (const code of codes) expect(body).not.toContain(code);
    // The outbox does carry them, with the purpose and a Chinese text.
    const box = await outbox(mobile);
    expect(box[0]).toMatchObject({ code: regCode, purpose: 'WEB_REGISTER' });
    expect(box[0]!.content).toContain(regCode);
    expect(box[0]!.content).toContain('注册');
  });
});

describe('Alibaba Cloud SMS adapter', () => {
  it('signs SendSms requests and sends the code as template parameter (local fake gateway)', async () => {
    const gateway = await startFakeAliyun('test-secret', (params, signed) => ({
      body: signed
        ? params.PhoneNumbers === '13900009999'
          ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }
          : { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }
        : { Code: 'SignatureDoesNotMatch', Message: 'bad' },
    }));
    const { calls: requests, endpoint } = gateway;
    try {
      const provider = new AliyunSmsProvider({
        endpoint,
        credentials: { accessKeyId: 'test-id', accessKeySecret: 'test-secret' },
        signName: '工业品商城',
        templateCode: 'SMS_123',
      });
      await provider.send({ mobile: '13900001111', purpose: 'SMS_LOGIN', code: '123456', ttlMinutes: 5 });
      expect(requests[0]).toMatchObject({
        Action: 'SendSms',
        Version: '2017-05-25',
        PhoneNumbers: '13900001111',
        SignName: '工业品商城',
        TemplateCode: 'SMS_123',
        TemplateParam: '{"code":"123456"}',
        AccessKeyId: 'test-id',
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        Format: 'JSON',
      });
      await expect(
        provider.send({ mobile: '13900009999', purpose: 'SMS_LOGIN', code: '123456', ttlMinutes: 5 }),
      ).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
      const wrongKey = new AliyunSmsProvider({
        endpoint,
        credentials: { accessKeyId: 'test-id', accessKeySecret: 'other' },
        signName: '工业品商城',
        templateCode: 'SMS_123',
      });
      await expect(
        wrongKey.send({ mobile: '13900001111', purpose: 'SMS_LOGIN', code: '123456', ttlMinutes: 5 }),
      ).rejects.toThrow(/SignatureDoesNotMatch/);
      // A gateway refusal becomes a Chinese 502 and frees the mobile for a retry.
      const store = new MemoryStore();
      const sms = new SmsService(store, provider);
      await expect(sms.send('13900009999', 'SMS_LOGIN', '10.5.0.1')).rejects.toMatchObject({
        status: 502,
        message: '短信发送失败，请稍后再试',
      });
      expect(await store.get('sms:cooldown:13900009999')).toBeNull();
      await store.close();
    } finally {
      gateway.close();
    }
  });

  it('sends a notice through the notice template: the words without sign and link, cut to 35 characters', async () => {
    const gateway = await startFakeAliyun('test-secret', (_params, signed) => ({
      body: signed
        ? { Code: 'OK', Message: 'OK', BizId: '2', RequestId: 'r' }
        : { Code: 'SignatureDoesNotMatch' },
    }));
    const opts = {
      endpoint: gateway.endpoint,
      credentials: { accessKeyId: 'test-id', accessKeySecret: 'test-secret' },
      signName: '工业品商城',
      templateCode: 'SMS_123',
    };
    try {
      const text =
        '【工业品商城】审批：请审批采购申请 PR202612010001，详情：https://mall.example/company/requests';
      await new AliyunSmsProvider({ ...opts, noticeTemplateCode: 'SMS_456' }).notify('13900001111', text);
      expect(gateway.calls[0]).toMatchObject({
        Action: 'SendSms',
        PhoneNumbers: '13900001111',
        SignName: '工业品商城',
        TemplateCode: 'SMS_456',
        TemplateParam: JSON.stringify({ content: '审批：请审批采购申请 PR202612010001' }),
      });
      const long = aliyunNoticeParam(
        `【工业品商城】${'很长的通知'.repeat(10)}，详情：https://mall.example/x`,
      );
      expect(long).toHaveLength(35);
      expect(long.endsWith('…')).toBe(true);
      // Without an approved notice template a notice is refused (the delivery log keeps the reason), not sent.
      await expect(new AliyunSmsProvider(opts).notify('13900001111', text)).rejects.toThrow(
        /ALIYUN_SMS_NOTICE_TEMPLATE_CODE/,
      );
      expect(gateway.calls).toHaveLength(1);
    } finally {
      gateway.close();
    }
  });

  it('matches the documented SendSms signature example', () => {
    // Alibaba Cloud SMS documentation: SendSms with AccessKey testId / testSecret. The documented signature
    // begins zJDF+Lrzhj/ThnlvIToysF; the full value is the HMAC of the documented string-to-sign.
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});
