import { beforeAll, describe, expect, it } from 'vitest';
import { isValidTaxId, type MerchantApplication } from '@mall/shared';
import { buyerAuth, operatorAuth, passCaptcha } from '../../../testing/accounts';
import { auditRows, lastAudit } from '../../../testing/audit';
import { useTestApp } from '../../../testing/world';
import { merchantApplications } from './merchant.table';
import { fileForm } from '../../../testing/multipart';

const w = useTestApp();
let ops: { headers: Record<string, string> };
let fin: { headers: Record<string, string> };

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2d6d40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let seq = 0;
const newMobile = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++).padStart(2, '0')}`;
/** A real-shaped 统一社会信用代码 with a right check character (as in the invoice tests). */
const validCode = () => '91350100M000100Y43';

beforeAll(async () => {
  ops = await operatorAuth(w.app, '运营');
  fin = await operatorAuth(w.app, '财务');
});

async function latestOutbox(mobile: string) {
  await w.app.jobs.idle(); // notices go out through a background job
  const res = await w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  return res.json().data as { code: string; content: string }[];
}

/** Sends and verifies an SMS code; returns the applicant token and the current application. */
async function verified(mobile: string) {
  await passCaptcha(w.app, mobile);
  const sent = await w.app.inject({ method: 'POST', url: '/api/merchant/sendSms', payload: { mobile } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = (await latestOutbox(mobile))[0]!.code;
  const res = await w.app.inject({ method: 'POST', url: '/api/merchant/verify', payload: { mobile, code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; application: MerchantApplication | null };
}

function upload(token: string, name: string, type: string, data: Buffer) {
  const form = fileForm(data, name, type);
  return w.app.inject({
    method: 'POST',
    url: '/api/merchant/upload',
    headers: { 'content-type': form.contentType, 'x-merchant-token': token },
    payload: form.payload,
  });
}

const form = (licenseFile: string, brandAuthFiles: string[] = []) => ({
  companyName: '苏州星湖精密机械有限公司',
  creditCode: validCode(),
  legalPerson: '王建国',
  registeredCapital: 500,
  address: '苏州工业园区星湖街 328 号',
  contactName: '李工',
  email: 'zs@xinghu.example.com',
  categories: ['手动工具', '电动工具'],
  brands: ['世达', '博世'],
  licenseFile,
  brandAuthFiles,
  agree: true,
});

describe('merchant applications', () => {
  it('drafts, uploads a PDF licence and an image, submits, looks up the status, is approved with an SMS', async () => {
    const mobile = newMobile();
    const { token, application } = await verified(mobile);
    expect(application).toBeNull();
    const h = { 'x-merchant-token': token };

    const draft = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/draft',
      headers: h,
      payload: { companyName: '苏州星湖', categories: ['手动工具'] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ status: 0, statusLabel: '草稿', companyName: '苏州星湖' });

    const pdf = await upload(token, 'licence.pdf', 'application/pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const licence = pdf.json().data.url as string;
    expect(licence).toMatch(/^\/api\/merchant\/files\/[0-9a-f]{32}\.pdf$/);
    const back = await w.app.inject({ method: 'GET', url: licence });
    expect(back.headers['content-type']).toBe('application/pdf');
    const img = await upload(token, 'auth.png', 'image/png', PNG);
    expect(img.statusCode, img.body).toBe(200);

    const sub = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/submit',
      headers: h,
      payload: form(licence, [img.json().data.url as string]),
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const submitted = sub.json().data as MerchantApplication;
    expect(submitted).toMatchObject({
      status: 1,
      statusLabel: '待审核',
      applicationNo: expect.stringMatching(/^RZ/),
    });

    // Locked while pending.
    const again = await w.app.inject({ method: 'POST', url: '/api/merchant/draft', headers: h, payload: {} });
    expect(again.statusCode).toBe(409);

    // Status lookup by mobile + a new code.
    await new Promise((r) => setTimeout(r, 0));
    const list = (
      await w.app.inject({
        method: 'POST',
        url: '/api/admin/merchant/list',
        headers: ops.headers,
        payload: { status: 1, pageSize: 50 },
      })
    ).json().data as { list: MerchantApplication[] };
    expect(list.list.map((a) => a.id)).toContain(submitted.id);

    const rev = await w.app.inject({
      method: 'POST',
      url: '/api/admin/merchant/review',
      headers: ops.headers,
      payload: { id: submitted.id, approve: true },
    });
    expect(rev.statusCode, rev.body).toBe(200);
    expect(rev.json().data.statusLabel).toBe('审核通过');
    const sms = await latestOutbox(mobile);
    expect(sms[0]!.content).toContain('已审核通过');
    const twice = await w.app.inject({
      method: 'POST',
      url: '/api/admin/merchant/review',
      headers: ops.headers,
      payload: { id: submitted.id, approve: false, reason: '资料不全' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('入驻申请审核通过，不能审核');
    const edit = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/submit',
      headers: h,
      payload: form(licence),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('入驻申请审核通过，不能修改');
    const approved = await auditRows(w.app, 'merchant.approve');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ targetType: 'merchant', role: '运营' });
    expect(approved[0]!.before).toMatchObject({ status: 1 });
    expect(approved[0]!.after).toMatchObject({ status: 2, rejectReason: '' });
    expect(await auditRows(w.app, 'merchant.reject')).toHaveLength(0);
    const cur = await w.app.inject({ method: 'GET', url: '/api/merchant/current', headers: h });
    expect(cur.json().data.statusLabel).toBe('审核通过');
  });

  it('rejects with a reason (SMS), and the applicant can resubmit', async () => {
    const mobile = newMobile();
    const { token } = await verified(mobile);
    const h = { 'x-merchant-token': token };
    const licence = (await upload(token, 'l.png', 'image/png', PNG)).json().data.url as string;
    const sub = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/submit',
      headers: h,
      payload: form(licence),
    });
    const id = sub.json().data.id as number;
    const noReason = await w.app.inject({
      method: 'POST',
      url: '/api/admin/merchant/review',
      headers: ops.headers,
      payload: { id, approve: false },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写驳回原因');
    expect(
      (
        await w.app.inject({
          method: 'POST',
          url: '/api/admin/merchant/review',
          headers: fin.headers,
          payload: { id, approve: true },
        })
      ).statusCode,
    ).toBe(403);
    const rej = await w.app.inject({
      method: 'POST',
      url: '/api/admin/merchant/review',
      headers: ops.headers,
      payload: { id, approve: false, reason: '营业执照不清晰' },
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect((await latestOutbox(mobile))[0]!.content).toContain('营业执照不清晰');
    const rejected = await lastAudit(w.app, 'merchant.reject');
    expect(rejected.before).toMatchObject({ status: 1, rejectReason: '' });
    expect(rejected.after).toMatchObject({ status: 3, rejectReason: '营业执照不清晰' });
    expect(rejected.summary).toContain('营业执照不清晰');
    const cur = await w.app.inject({ method: 'GET', url: '/api/merchant/current', headers: h });
    expect(cur.json().data).toMatchObject({
      status: 3,
      statusLabel: '审核驳回',
      rejectReason: '营业执照不清晰',
    });
    const re = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/submit',
      headers: h,
      payload: form(licence),
    });
    expect(re.json().data.status).toBe(1);
    expect(
      (
        await w.app.inject({
          method: 'POST',
          url: '/api/admin/merchant/review',
          headers: ops.headers,
          payload: { id: 999999, approve: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('looks up the status of an existing application by mobile + SMS code', async () => {
    const mobile = newMobile();
    await w.app.db.db.insert(merchantApplications).values({ mobile, status: 1, companyName: '无锡精工' });
    const { application } = await verified(mobile);
    expect(application).toMatchObject({ mobile, status: 1, statusLabel: '待审核', companyName: '无锡精工' });
  });

  it('answers bad input with a clear 4xx', async () => {
    const mobile = newMobile();
    const { token } = await verified(mobile);
    const h = { 'x-merchant-token': token };
    const licence = (await upload(token, 'l.png', 'image/png', PNG)).json().data.url as string;
    const wrongCheck = validCode().slice(0, 17) + (validCode()[17] === '0' ? '1' : '0');
    expect(isValidTaxId(validCode())).toBe(true);
    const cases: [object, string][] = [
      [{ ...form(licence), companyName: undefined }, '请填写企业名称'],
      [{ ...form(licence), companyName: '长'.repeat(51) }, '企业名称不能超过 50 个字'],
      [{ ...form(licence), creditCode: wrongCheck }, '统一社会信用代码不正确'],
      [{ ...form(licence), registeredCapital: 0 }, '注册资本最少 1 万元'],
      [{ ...form(licence), categories: [] }, '请填写主营类目'],
      [{ ...form(licence), licenseFile: '/etc/passwd' }, '营业执照文件不正确'],
      [{ ...form(licence), agree: false }, '商家入驻协议'],
    ];
    for (const [payload, msg] of cases) {
      const res = await w.app.inject({ method: 'POST', url: '/api/merchant/submit', headers: h, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    // wrong file types: a text file, an "image" that is not one, a "PDF" that is not one
    const txt = await upload(token, 'a.txt', 'text/plain', Buffer.from('hello'));
    expect(txt.statusCode).toBe(400);
    expect(txt.json().msg).toContain('仅支持');
    expect((await upload(token, 'a.png', 'image/png', Buffer.from('not a png'))).statusCode).toBe(400);
    expect((await upload(token, 'a.pdf', 'application/pdf', Buffer.from('not a pdf'))).statusCode).toBe(400);
    // no or a forged token
    const none = await w.app.inject({ method: 'POST', url: '/api/merchant/submit', payload: form(licence) });
    expect(none.statusCode).toBe(401);
    const forged = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/draft',
      headers: { 'x-merchant-token': 'a'.repeat(48) },
      payload: {},
    });
    expect(forged.statusCode).toBe(401);
    expect((await upload('b'.repeat(48), 'l.png', 'image/png', PNG)).statusCode).toBe(401);
    // SMS: no captcha pass, wrong code
    const m2 = newMobile();
    const noPass = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/sendSms',
      payload: { mobile: m2 },
    });
    expect(noPass.statusCode).toBe(400);
    const wrong = await w.app.inject({
      method: 'POST',
      url: '/api/merchant/verify',
      payload: { mobile: m2, code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await w.app.inject({ method: 'GET', url: '/api/merchant/files/0000.pdf' })).statusCode).toBe(400);
    expect(
      (await w.app.inject({ method: 'GET', url: `/api/merchant/files/${'0'.repeat(32)}.pdf` })).statusCode,
    ).toBe(404);
  });

  it('keeps operator calls for operators', async () => {
    const { headers } = await buyerAuth(w.app);
    expect(
      (await w.app.inject({ method: 'POST', url: '/api/admin/merchant/list', headers, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.app.inject({ method: 'POST', url: '/api/admin/merchant/list', payload: {} })).statusCode,
    ).toBe(401);
  });
});
