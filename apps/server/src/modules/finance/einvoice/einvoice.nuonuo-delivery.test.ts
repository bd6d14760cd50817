import { describe, expect, it } from 'vitest';
import { blueRequest } from './einvoice.fixtures';
import { nuonuoBlueBody, nuonuoSign } from './einvoice.nuonuo';
import {
  ANSWER_DELIVERED,
  ANSWER_DELIVERY_REFUSED,
  DELIVERY_REQUESTS,
  NUONUO_CONFIG,
  NUONUO_ENVELOPE,
} from './einvoice.nuonuo.fixtures';
import { expectCall, recorded, timeout } from './einvoice.nuonuo.recorded';
import { ProviderTimeout } from './einvoice.provider';

// The 诺诺 adapter's 发票交付 against recorded fixtures only: the push fields of a blue request (pushMode with
// email / buyerPhone) and deliveryInvoice for an issued 数电票. No call leaves the process.

describe('诺诺 发票交付 requests signed as recorded', () => {
  it.each(Object.entries(DELIVERY_REQUESTS))('%s signs to the recorded X-Nuonuo-Sign', (_name, r) => {
    expect(nuonuoSign(NUONUO_CONFIG, NUONUO_ENVELOPE, r.content)).toBe(r.sign);
  });
});

describe('the push on issue (requestBillingNew pushMode, email, buyerPhone)', () => {
  const body = (pushTo?: { email?: string; phone?: string }) =>
    nuonuoBlueBody({ ...blueRequest('EI1'), ...(pushTo ? { pushTo } : {}) }, '2026-11-30 10:00:00')
      .order as Record<string, unknown>;

  it('pushes to both (2), the mail (0) or the phone (1); nothing without an address (-1)', () => {
    expect(body({ email: 'fp@example.com', phone: '13900139000' })).toMatchObject({
      pushMode: '2',
      email: 'fp@example.com',
      buyerPhone: '13900139000',
    });
    expect(body({ email: 'fp@example.com', phone: '' })).toMatchObject({
      pushMode: '0',
      email: 'fp@example.com',
    });
    expect(body({ email: 'fp@example.com' })).not.toHaveProperty('buyerPhone');
    expect(body({ phone: '13900139000' })).toMatchObject({ pushMode: '1', buyerPhone: '13900139000' });
    expect(body({ phone: '13900139000' })).not.toHaveProperty('email');
    for (const none of [body(), body({ email: ' ', phone: '' })]) {
      expect(none.pushMode).toBe('-1');
      expect(none).not.toHaveProperty('email');
      expect(none).not.toHaveProperty('buyerPhone');
    }
  });
});

describe('delivering an issued invoice (nuonuo.OpeMplatform.deliveryInvoice)', () => {
  it('sends the number with the phone and the mail; E0000 is sent', async () => {
    const { sent, provider } = recorded([ANSWER_DELIVERED]);
    expect(
      await provider.deliver({
        serial: 'ED0001',
        number: '26352000000123456789',
        email: 'buyer@example.com',
        phone: '13800138000',
      }),
    ).toEqual({ status: 'sent', serial: 'ED0001', email: 'buyer@example.com', phone: '13800138000' });
    expectCall(sent[0], DELIVERY_REQUESTS.both);
  });

  it('sends the mail alone (no phone field); a refusal is failed with 诺诺’s code and text', async () => {
    const { sent, provider } = recorded([ANSWER_DELIVERY_REFUSED]);
    expect(
      await provider.deliver({
        serial: 'ED0002',
        number: '26352000000123456790',
        email: 'buyer@example.com',
      }),
    ).toEqual({
      status: 'failed',
      serial: 'ED0002',
      reason: '诺诺拒绝交付（E9999）：发票不存在或未开具成功',
    });
    expectCall(sent[0], DELIVERY_REQUESTS.mailOnly);
  });

  it('a lost answer is a ProviderTimeout naming the delivery serial; no address is refused before any call', async () => {
    const { sent, provider } = recorded([timeout()]);
    await expect(
      provider.deliver({ serial: 'ED0003', number: '26352000000123456789', phone: '13800138000' }),
    ).rejects.toEqual(new ProviderTimeout('ED0003'));
    await expect(provider.deliver({ serial: 'ED0004', number: '26352000000123456789' })).rejects.toThrow(
      '诺诺发票交付需要邮箱或手机号',
    );
    expect(sent).toHaveLength(1);
  });
});
