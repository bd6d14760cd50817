import { describe, expect, it } from 'vitest';
import { blueRequest } from './einvoice.fixtures';
import { nuonuoBlueBody, nuonuoSign } from './einvoice.nuonuo';
import {
  ANSWER_DUPLICATE,
  ANSWER_FAILED,
  ANSWER_ISSUED,
  ANSWER_NOT_FOUND,
  ANSWER_SUBMITTED,
  NUONUO_CONFIG,
  NUONUO_ENVELOPE,
  SIGNING_CASES,
} from './einvoice.nuonuo.fixtures';
import { recorded } from './einvoice.nuonuo.recorded';

// The 诺诺 adapter against recorded fixtures only: no call leaves the process.

describe('诺诺 request signing (X-Nuonuo-Sign)', () => {
  it.each(SIGNING_CASES)('signs the recorded body %#', ({ content, sign }) => {
    expect(nuonuoSign(NUONUO_CONFIG, NUONUO_ENVELOPE, content)).toBe(sign);
  });

  it('changes with any byte of the body, the nonce or the secret', () => {
    const { content, sign } = SIGNING_CASES[0]!;
    expect(nuonuoSign(NUONUO_CONFIG, NUONUO_ENVELOPE, content.replace('0001', '0002'))).not.toBe(sign);
    expect(nuonuoSign(NUONUO_CONFIG, { ...NUONUO_ENVELOPE, nonce: '38204520' }, content)).not.toBe(sign);
    expect(nuonuoSign({ ...NUONUO_CONFIG, appSecret: 'x' }, NUONUO_ENVELOPE, content)).not.toBe(sign);
  });
});

describe('the 数电 blue-issue request (nuonuo.OpeMplatform.requestBillingNew)', () => {
  it('carries our serial as orderNo, bs for 数电专票, and tax-inclusive lines with the 19-digit code', () => {
    const body = nuonuoBlueBody(blueRequest('EI202611300001'), '2026-11-30 10:00:00');
    expect(body.order).toMatchObject({
      orderNo: 'EI202611300001',
      invoiceType: '1',
      invoiceLine: 'bs',
      salerTaxNum: '91350100M000100Y43',
      buyerTaxNum: '91110000600037341L',
      salerAccount: '中国工商银行福州分行 1402020109000012345',
      clerk: '王会计',
    });
    expect(body.order.invoiceDetail[1]).toEqual({
      goodsName: '丁腈手套',
      goodsCode: '1090601000000000000',
      specType: 'L码',
      unit: '双',
      num: '7',
      withTaxFlag: '1',
      taxRate: '0.13',
      taxIncludedAmount: '105.05',
      taxExcludedAmount: '92.96',
      tax: '12.09',
      invoiceLineProperty: '0',
    });
    const normal = nuonuoBlueBody({ ...blueRequest('EI2'), type: '82' }, '2026-11-30 10:00:00');
    expect(normal.order.invoiceLine).toBe('pc');
  });

  it('sends the signed call and reads the recorded answers: taken, a duplicate serial taken too', async () => {
    const { sent, provider } = recorded([ANSWER_SUBMITTED, ANSWER_DUPLICATE]);
    expect(await provider.issueBlue(blueRequest('EI202611300001'))).toEqual({
      serial: 'EI202611300001',
      accepted: true,
    });
    expect(await provider.issueBlue(blueRequest('EI202611300001'))).toEqual({
      serial: 'EI202611300001',
      accepted: true,
    });
    const first = sent[0]!;
    expect(first.url.origin + first.url.pathname).toBe(NUONUO_CONFIG.endpoint);
    expect(first.url.searchParams.get('appkey')).toBe(NUONUO_CONFIG.appKey);
    expect(first.url.searchParams.get('timestamp')).toBe(NUONUO_ENVELOPE.timestamp);
    expect(first.url.searchParams.get('senid')).toMatch(/^[0-9a-f]{32}$/);
    expect(first.url.searchParams.get('nonce')).toMatch(/^\d{8}$/);
    expect(first.headers).toMatchObject({
      method: 'nuonuo.OpeMplatform.requestBillingNew',
      accessToken: NUONUO_CONFIG.accessToken,
      userTax: '91350100M000100Y43',
    });
    const envelope = {
      senid: first.url.searchParams.get('senid')!,
      nonce: first.url.searchParams.get('nonce')!,
      timestamp: first.url.searchParams.get('timestamp')!,
    };
    expect(first.headers['X-Nuonuo-Sign']).toBe(nuonuoSign(NUONUO_CONFIG, envelope, first.body));
    // 1795986000 s is 2026-11-29 21:00 UTC: 诺诺 reads dates in Beijing time.
    expect(JSON.parse(first.body).order.invoiceDate).toBe('2026-11-30 05:00:00');
  });

  it('reads the recorded query answers: issued with its 20-digit number, failed with its cause, unknown', async () => {
    const { provider } = recorded([ANSWER_ISSUED, ANSWER_FAILED, ANSWER_NOT_FOUND]);
    expect(await provider.query('EI202611300001')).toMatchObject({
      status: 'issued',
      invoice: { number: '26352000000123456789', serial: 'EI202611300001' },
    });
    expect(await provider.query('EI202611300002')).toEqual({
      status: 'failed',
      serial: 'EI202611300002',
      reason: '购方税号校验不通过',
    });
    expect(await provider.query('EI202611300003')).toEqual({ status: 'unknown', serial: 'EI202611300003' });
  });

  it('refuses a refused submit with 诺诺’s code and text', async () => {
    const { provider } = recorded([{ code: 'E9101', describe: '购方名称不能为空' }]);
    await expect(provider.issueBlue(blueRequest('EI9'))).rejects.toThrow(
      '诺诺拒绝开票（E9101）：购方名称不能为空',
    );
  });
});
