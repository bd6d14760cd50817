import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../testing/world';
import { blueRequest } from './einvoice.fixtures';
import { parseEinvoiceNumber } from './einvoice.number';
import { ProviderTimeout, type IssueResult } from './einvoice.provider';
import { SandboxProvider } from './einvoice.sandbox';
import { checkAgainstRequest, parseEinvoiceXml } from './einvoice.xml';

// The sandbox provider behaves as a provider does: a submit is taken, answered later by query and callback,
// and one serial never yields two invoices — whether the answer was lost, came twice or the request was sent
// again.

const db = useTestDb(120_000);

function sandbox(delayMs = 0) {
  let now = new Date('2026-11-30T02:00:00Z');
  const provider = new SandboxProvider(db.db, { delayMs, now: () => now });
  const heard: IssueResult[] = [];
  provider.onResult((r) => {
    heard.push(r);
  });
  return { provider, heard, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('the sandbox provider', () => {
  it('answers issuing until its delay has passed, then the invoice with a 20-digit number and its XML', async () => {
    const { provider, advance } = sandbox(5_000);
    const request = blueRequest('SB-DELAY-1');
    expect(await provider.issueBlue(request)).toEqual({ serial: 'SB-DELAY-1', accepted: true });
    expect(await provider.query('SB-DELAY-1')).toEqual({ status: 'issuing', serial: 'SB-DELAY-1' });
    advance(5_000);
    const done = await provider.query('SB-DELAY-1');
    if (done.status !== 'issued') throw new Error(`not issued: ${JSON.stringify(done)}`);
    const parts = parseEinvoiceNumber(done.invoice.number);
    expect(parts).toMatchObject({ yy: '26', region: '35', channel: 9 });
    const parsed = parseEinvoiceXml(done.invoice.xml);
    expect(parsed.number).toBe(done.invoice.number);
    expect(checkAgainstRequest(parsed, request)).toEqual([]);
    expect((await provider.download(done.invoice.number, 'xml')).toString('utf8')).toBe(done.invoice.xml);
    expect(await provider.query('SB-NEVER-SENT')).toEqual({ status: 'unknown', serial: 'SB-NEVER-SENT' });
  });

  it('issues one invoice for a serial sent again, and gives the next serial the next number', async () => {
    const { provider } = sandbox();
    await provider.issueBlue(blueRequest('SB-RETRY-1'));
    await provider.issueBlue(blueRequest('SB-RETRY-1'));
    await Promise.all([
      provider.issueBlue(blueRequest('SB-RETRY-2')),
      provider.issueBlue(blueRequest('SB-RETRY-2')),
    ]);
    const [a, a2, b] = await Promise.all(
      ['SB-RETRY-1', 'SB-RETRY-1', 'SB-RETRY-2'].map((s) => provider.query(s)),
    );
    if (a?.status !== 'issued' || a2?.status !== 'issued' || b?.status !== 'issued')
      throw new Error('not issued');
    expect(a2.invoice.number).toBe(a.invoice.number);
    expect(b.invoice.number).not.toBe(a.invoice.number);
    await provider.idle();
  });

  it('answers twice when told to: both callbacks carry the same invoice', async () => {
    const { provider, heard } = sandbox();
    provider.script({ kind: 'twice' });
    await provider.issueBlue(blueRequest('SB-TWICE-1'));
    await provider.idle();
    expect(heard).toHaveLength(2);
    expect(heard[0]).toEqual(heard[1]);
    expect(heard[0]?.status).toBe('issued');
  });

  it('loses its answer when told to time out; the retry with the same serial finds the one invoice', async () => {
    const { provider, heard } = sandbox();
    provider.script({ kind: 'timeout' });
    await expect(provider.issueBlue(blueRequest('SB-TIMEOUT-1'))).rejects.toBeInstanceOf(ProviderTimeout);
    expect(await provider.issueBlue(blueRequest('SB-TIMEOUT-1'))).toEqual({
      serial: 'SB-TIMEOUT-1',
      accepted: true,
    });
    await provider.idle();
    const result = await provider.query('SB-TIMEOUT-1');
    expect(result.status).toBe('issued');
    expect(heard).toEqual([result]);
  });

  it('fails when told to, with its reason, and keeps failing for that serial', async () => {
    const { provider, heard } = sandbox();
    provider.script({ kind: 'fail', reason: '购买方纳税人识别号有误' });
    await provider.issueBlue(blueRequest('SB-FAIL-1'));
    await provider.issueBlue(blueRequest('SB-FAIL-1'));
    await provider.idle();
    const failed = { status: 'failed', serial: 'SB-FAIL-1', reason: '购买方纳税人识别号有误' };
    expect(await provider.query('SB-FAIL-1')).toEqual(failed);
    expect(heard).toEqual([failed]);
    // The script is used up: the next serial is issued normally.
    await provider.issueBlue(blueRequest('SB-FAIL-2'));
    expect((await provider.query('SB-FAIL-2')).status).toBe('issued');
    await provider.idle();
  });

  it('counts the month’s issued amounts (tax-exclusive) against the seller’s quota', async () => {
    const provider = new SandboxProvider(db.db, { monthlyQuotaFen: 100_000_00, now: () => new Date() });
    const before = await provider.quota('91350100M000100Y43');
    await provider.issueBlue(blueRequest('SB-QUOTA-1'));
    const after = await provider.quota('91350100M000100Y43');
    // 375.00 + 105.05 tax-inclusive at 13 %: 331.86 + 92.96 without tax.
    expect(after.usedFen - before.usedFen).toBe(33186 + 9296);
    expect(after.remainingFen).toBe(after.totalFen - after.usedFen);
    await provider.idle();
  });

  it('keeps a 红字确认单 pending until the other party confirms; a decided form cannot move again', async () => {
    const { provider } = sandbox();
    const request = blueRequest('SB-RED-BLUE');
    await provider.issueBlue(request);
    const blue = await provider.query('SB-RED-BLUE');
    if (blue.status !== 'issued') throw new Error('not issued');
    const line = request.lines[0]!;
    const red = {
      serial: 'SB-RED-1',
      blueNumber: blue.invoice.number,
      sellerTaxId: request.seller.taxId,
      buyerTaxId: request.buyer.taxId,
      applicant: 'seller' as const,
      reason: '销货退回' as const,
      needsConfirm: true,
      lines: [{ ...line, blueIndex: 0, quantity: -1, amountInclFen: -12500 }],
    };
    const form = await provider.applyRedConfirmation(red);
    expect(form.status).toBe('pending');
    expect(await provider.applyRedConfirmation(red)).toEqual(form);
    const redRequest = {
      ...request,
      serial: 'SB-RED-INV-1',
      formNumber: form.formNumber,
      blueNumber: form.blueNumber,
      lines: [{ ...line, quantity: -1, amountInclFen: -12500 }],
    };
    await expect(provider.issueRed(redRequest)).rejects.toThrow('pending');
    expect((await provider.confirmRedConfirmation(form.formNumber)).status).toBe('confirmed');
    await expect(provider.revokeRedConfirmation(form.formNumber)).rejects.toThrow('confirmed');
    expect(await provider.listRedConfirmations('91350100M000100Y43')).toHaveLength(1);

    // The red invoice: negative lines and totals, marked 红字, naming the blue number.
    await provider.issueRed(redRequest);
    const issued = await provider.query('SB-RED-INV-1');
    if (issued.status !== 'issued') throw new Error('red not issued');
    const xml = parseEinvoiceXml(issued.invoice.xml);
    expect(xml).toMatchObject({ redOf: blue.invoice.number, totalFen: -12500 });
    expect(xml.totalInWords).toBe('（负数）壹佰贰拾伍圆整');
    expect(xml.lines[0]).toMatchObject({ quantity: -1, inclFen: -12500 });
    expect(checkAgainstRequest(xml, redRequest)).toEqual([]);
    expect(issued.invoice.xml).toContain('红字发票');
    await provider.idle();
  });
});
