import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../testing/world';
import { blueRequest } from './einvoice.fixtures';
import { ProviderTimeout } from './einvoice.provider';
import { SandboxProvider } from './einvoice.sandbox';

// The sandbox's 发票交付 behaves as a provider's does: answered after its delay, recorded (what was sent where),
// refused or lost on request, one delivery per serial however often it is sent; a blue request's `pushTo` is
// delivered when the invoice is issued.

const db = useTestDb(120_000);

async function issued(
  provider: SandboxProvider,
  serial: string,
  pushTo?: { email?: string; phone?: string },
) {
  await provider.issueBlue({ ...blueRequest(serial), ...(pushTo ? { pushTo } : {}) });
  const r = await provider.query(serial);
  if (r.status !== 'issued') throw new Error(`not issued: ${JSON.stringify(r)}`);
  return r.invoice;
}

describe('the sandbox delivers', () => {
  it('answers after its delay, and records the mail (the XML attached) and the SMS', async () => {
    const provider = new SandboxProvider(db.db, { delayMs: 60 });
    // Issued through an undelayed sandbox (the same books): only the delivery waits here.
    const invoice = await issued(new SandboxProvider(db.db), 'SBD-1');
    const started = Date.now();
    const answer = await provider.deliver({
      serial: 'SBD-D1',
      number: invoice.number,
      email: 'buyer@example.com',
      phone: '13800138000',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(answer).toEqual({
      status: 'sent',
      serial: 'SBD-D1',
      email: 'buyer@example.com',
      phone: '13800138000',
    });
    const [row] = await provider.deliveries(invoice.number);
    expect(row!.message.mail!.attachments[0]).toMatchObject({
      name: `${invoice.number}.xml`,
      bytes: Buffer.byteLength(invoice.xml),
    });
    expect(row!.message.sms).toMatchObject({ to: '13800138000' });
    // The same serial again: the first answer, nothing sent twice.
    expect(
      await provider.deliver({ serial: 'SBD-D1', number: invoice.number, email: 'x@example.com' }),
    ).toEqual(answer);
    expect(await provider.deliveries(invoice.number)).toHaveLength(1);
  });

  it('refuses on request, loses its answer on request, and refuses a number it never issued', async () => {
    const provider = new SandboxProvider(db.db);
    const invoice = await issued(provider, 'SBD-2');
    provider.script({ kind: 'fail', reason: '短信通道繁忙' }, { kind: 'timeout' });
    expect(await provider.deliver({ serial: 'SBD-F', number: invoice.number, phone: '13800138000' })).toEqual(
      {
        status: 'failed',
        serial: 'SBD-F',
        reason: '短信通道繁忙',
      },
    );
    await expect(
      provider.deliver({ serial: 'SBD-T', number: invoice.number, email: 'a@example.com' }),
    ).rejects.toBeInstanceOf(ProviderTimeout);
    // The lost one was taken: asked again, it answers sent, once.
    expect(
      await provider.deliver({ serial: 'SBD-T', number: invoice.number, email: 'a@example.com' }),
    ).toMatchObject({ status: 'sent' });
    expect(
      await provider.deliver({ serial: 'SBD-N', number: '26350000000000009999', email: 'a@example.com' }),
    ).toEqual({ status: 'failed', serial: 'SBD-N', reason: '发票号码不存在' });
    await expect(provider.deliver({ serial: 'SBD-E', number: invoice.number })).rejects.toThrow();
  });

  it('pushes an issued blue request to its pushTo (serial P + the request’s); a failed issue pushes nothing', async () => {
    const provider = new SandboxProvider(db.db);
    const invoice = await issued(provider, 'SBD-3', { email: 'fp@example.com', phone: '' });
    expect(await provider.deliveries(invoice.number)).toMatchObject([
      { serial: 'PSBD-3', status: 'sent', email: 'fp@example.com', phone: '' },
    ]);
    provider.script({ kind: 'fail', reason: '购方税号有误' });
    await provider.issueBlue({ ...blueRequest('SBD-4'), pushTo: { email: 'fp@example.com' } });
    expect((await provider.deliveries()).some((d) => d.serial === 'PSBD-4')).toBe(false);
  });
});
