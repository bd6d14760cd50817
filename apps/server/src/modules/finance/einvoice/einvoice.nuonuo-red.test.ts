import { describe, expect, it } from 'vitest';
import { blueRequest } from './einvoice.fixtures';
import { nuonuoSign } from './einvoice.nuonuo';
import {
  ANSWER_APPLY_DUPLICATE,
  ANSWER_APPLY_REFUSED,
  ANSWER_APPLY_TAKEN,
  ANSWER_CONFIRM_REFUSED,
  ANSWER_DUPLICATE,
  ANSWER_OK,
  ANSWER_RED_ISSUED,
  ANSWER_RED_REFUSED,
  ANSWER_RED_TAKEN,
  ANSWER_REVOKE_REFUSED,
  BLUE_NUMBER,
  FORM_APPLY_FAILED,
  FORM_APPLYING,
  FORM_AUTO_ISSUED,
  FORM_BUYER_ENTERED,
  FORM_CONFIRMED,
  FORM_REJECTED,
  FORM_REVOKED,
  FORM_SELLER_ENTERED,
  NUONUO_CONFIG,
  NUONUO_ENVELOPE,
  RED_FORM_NUMBER,
  RED_REQUESTS,
  RED_XML,
  answerForms,
} from './einvoice.nuonuo.fixtures';
import { expectCall, recorded as recordedProvider, timeout, type Answer } from './einvoice.nuonuo.recorded';
import { ProviderTimeout, type RedConfirmationRequest, type RedRequest } from './einvoice.provider';

// The 诺诺 adapter's 红字确认单 and red-invoice calls against recorded fixtures only: no call leaves the process.

/** The recorded provider; it finds the blue invoice BLUE_NUMBER unless `blueFound` is false. */
function recorded(answers: Answer[], blueFound = true) {
  const blue = blueRequest('EI202611300001');
  return recordedProvider(answers, async (n) => (blueFound && n === BLUE_NUMBER ? blue : null));
}

/** The recorded provider over a form at `before` that 诺诺 answers `answer` on, and at `after` when read again. */
const answeredOn = (before: object, answer: Answer, after: object) =>
  recorded([answerForms(before), answer, answerForms(after)]);

const partial: RedConfirmationRequest = {
  serial: 'RF000000000101',
  blueNumber: BLUE_NUMBER,
  sellerTaxId: '91350100M000100Y43',
  buyerTaxId: '91110000600037341L',
  applicant: 'seller',
  reason: '销货退回',
  needsConfirm: true,
  lines: [{ ...blueRequest('x').lines[1]!, blueIndex: 1, quantity: -2, amountInclFen: -3001 }],
};
const whole: RedConfirmationRequest = {
  ...partial,
  reason: '开票有误',
  lines: blueRequest('x').lines.map((l, i) => ({
    ...l,
    blueIndex: i,
    quantity: -l.quantity,
    amountInclFen: -l.amountInclFen,
  })),
};
const red: RedRequest = {
  ...blueRequest('RD000000000101', partial.lines),
  formNumber: RED_FORM_NUMBER,
  blueNumber: BLUE_NUMBER,
};

describe('诺诺 红字确认单 requests signed as recorded', () => {
  it.each(Object.entries(RED_REQUESTS))('%s signs to the recorded X-Nuonuo-Sign', (_name, r) => {
    expect(nuonuoSign(NUONUO_CONFIG, NUONUO_ENVELOPE, r.content)).toBe(r.sign);
  });
});

describe('applying (nuonuo.OpeMplatform.saveInvoiceRedConfirm)', () => {
  it('sends the partial lines with our serial as billId and reads the form back with its number', async () => {
    const { sent, provider } = recorded([ANSWER_APPLY_TAKEN, answerForms(FORM_SELLER_ENTERED)]);
    expect(await provider.applyRedConfirmation(partial)).toEqual({
      serial: 'RF000000000101',
      formNumber: RED_FORM_NUMBER,
      blueNumber: BLUE_NUMBER,
      status: 'pending',
    });
    expectCall(sent[0], RED_REQUESTS.applyPart);
    expectCall(sent[1], RED_REQUESTS.findById);
  });

  it('sends no lines for a whole reversal; before the bureau numbers it, the form goes by our serial', async () => {
    const { sent, provider } = recorded([ANSWER_APPLY_TAKEN, answerForms(FORM_APPLYING)]);
    expect(await provider.applyRedConfirmation(whole)).toMatchObject({
      formNumber: 'RF000000000101',
      status: 'pending',
    });
    expectCall(sent[0], RED_REQUESTS.applyWhole);
  });

  it('answers a repeated apply with the form of the first', async () => {
    const { provider } = recorded([ANSWER_APPLY_DUPLICATE, answerForms(FORM_SELLER_ENTERED)]);
    expect(await provider.applyRedConfirmation(partial)).toMatchObject({
      formNumber: RED_FORM_NUMBER,
      status: 'pending',
    });
  });

  it('shows 诺诺’s refusal and the bureau’s failure in Chinese', async () => {
    const refused = recorded([ANSWER_APPLY_REFUSED, answerForms()]);
    await expect(refused.provider.applyRedConfirmation(partial)).rejects.toThrow(
      '诺诺拒绝红字确认单申请（E9999）：蓝字发票不存在或不属于当前销方',
    );
    const failed = recorded([ANSWER_APPLY_TAKEN, answerForms(FORM_APPLY_FAILED)]);
    await expect(failed.provider.applyRedConfirmation(partial)).rejects.toThrow(
      '诺诺红字确认单申请失败：该蓝字发票已全额开具红字发票，不能再申请',
    );
  });

  it('refuses without a call what the seller’s authorisation cannot do, and an unknown blue invoice', async () => {
    const { sent, provider } = recorded([]);
    await expect(provider.applyRedConfirmation({ ...partial, applicant: 'buyer' })).rejects.toThrow(
      '购方申请的红字确认单须由购方以自己的税号在电子税务局录入',
    );
    const unknown = recorded([], false);
    await expect(unknown.provider.applyRedConfirmation(partial)).rejects.toThrow(
      `未找到蓝字发票 ${BLUE_NUMBER} 的票种与购销方名称`,
    );
    expect(sent).toHaveLength(0);
    expect(unknown.sent).toHaveLength(0);
  });

  it('turns a lost answer into ProviderTimeout with the form’s serial', async () => {
    const { provider } = recorded([timeout()]);
    const err = await provider.applyRedConfirmation(partial).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderTimeout);
    expect((err as ProviderTimeout).serial).toBe('RF000000000101');
  });
});

describe('confirming, rejecting and revoking (nuonuo.OpeMplatform.confirm, confirmInfoCancel)', () => {
  it('confirms and rejects a form the buyer entered, as 销方', async () => {
    const { sent, provider } = recorded([answerForms(FORM_BUYER_ENTERED), ANSWER_OK]);
    expect(await provider.confirmRedConfirmation(RED_FORM_NUMBER)).toMatchObject({
      formNumber: RED_FORM_NUMBER,
      status: 'confirmed',
    });
    expectCall(sent[0], RED_REQUESTS.findByNo);
    expectCall(sent[1], RED_REQUESTS.confirm);
    const no = recorded([answerForms(FORM_BUYER_ENTERED), ANSWER_OK]);
    expect(await no.provider.rejectRedConfirmation(RED_FORM_NUMBER, '退货数量与实际不符')).toMatchObject({
      status: 'rejected',
    });
    expectCall(no.sent[1], RED_REQUESTS.reject);
  });

  it('answers a form already where it was asked to go without a second call (a retry)', async () => {
    const { sent, provider } = recorded([answerForms(FORM_CONFIRMED), answerForms(FORM_REJECTED)]);
    expect(await provider.confirmRedConfirmation(RED_FORM_NUMBER)).toMatchObject({ status: 'confirmed' });
    expect(await provider.rejectRedConfirmation(RED_FORM_NUMBER, 'x')).toMatchObject({ status: 'rejected' });
    expect(sent.map((s) => s.headers.method)).toEqual([
      RED_REQUESTS.findByNo.method,
      RED_REQUESTS.findByNo.method,
    ]);
  });

  it('a refusal stands unless the form had moved anyway; a seller’s own form waits for the buyer', async () => {
    const moved = answeredOn(FORM_BUYER_ENTERED, ANSWER_CONFIRM_REFUSED, FORM_CONFIRMED);
    expect(await moved.provider.confirmRedConfirmation(RED_FORM_NUMBER)).toMatchObject({
      status: 'confirmed',
    });
    const refused = answeredOn(FORM_BUYER_ENTERED, ANSWER_CONFIRM_REFUSED, FORM_BUYER_ENTERED);
    await expect(refused.provider.confirmRedConfirmation(RED_FORM_NUMBER)).rejects.toThrow(
      '诺诺拒绝确认红字确认单（E9999）：税局返回：当前用户无权确认该红字确认单',
    );
    const own = recorded([answerForms(FORM_SELLER_ENTERED)]);
    await expect(own.provider.confirmRedConfirmation(RED_FORM_NUMBER)).rejects.toThrow(
      '须由购方以自己的税号',
    );
    expect(own.sent).toHaveLength(1);
  });

  it('revokes the seller’s own form; again is the same; a refusal shows 诺诺’s text', async () => {
    const { sent, provider } = answeredOn(FORM_SELLER_ENTERED, ANSWER_OK, FORM_REVOKED);
    expect(await provider.revokeRedConfirmation(RED_FORM_NUMBER)).toMatchObject({ status: 'revoked' });
    expectCall(sent[1], RED_REQUESTS.revoke);
    expect(await provider.revokeRedConfirmation(RED_FORM_NUMBER)).toMatchObject({ status: 'revoked' });
    expect(sent).toHaveLength(3);
    const late = answeredOn(FORM_SELLER_ENTERED, ANSWER_REVOKE_REFUSED, FORM_CONFIRMED);
    await expect(late.provider.revokeRedConfirmation(RED_FORM_NUMBER)).rejects.toThrow(
      '诺诺拒绝撤销红字确认单（E9999）：红字确认单已确认，不能撤销',
    );
    const buyers = recorded([answerForms(FORM_BUYER_ENTERED)]);
    await expect(buyers.provider.revokeRedConfirmation(RED_FORM_NUMBER)).rejects.toThrow('只能由购方撤销');
  });

  it('turns a lost confirm into ProviderTimeout with the form number', async () => {
    const { provider } = recorded([answerForms(FORM_BUYER_ENTERED), timeout()]);
    const err = await provider.confirmRedConfirmation(RED_FORM_NUMBER).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderTimeout);
    expect((err as ProviderTimeout).serial).toBe(RED_FORM_NUMBER);
  });
});

describe('listing (refreshInvoiceRedConfirm, queryInvoiceRedConfirm)', () => {
  it('downloads the bureau’s state, then lists the last 90 days with our statuses', async () => {
    const { sent, provider } = recorded([
      ANSWER_OK,
      answerForms(FORM_SELLER_ENTERED, FORM_REJECTED, FORM_APPLYING, FORM_AUTO_ISSUED),
    ]);
    expect(await provider.listRedConfirmations('91350100M000100Y43')).toEqual([
      { serial: 'RF000000000101', formNumber: RED_FORM_NUMBER, blueNumber: BLUE_NUMBER, status: 'pending' },
      { serial: '', formNumber: RED_FORM_NUMBER, blueNumber: BLUE_NUMBER, status: 'rejected' },
      { serial: 'RF000000000101', formNumber: 'RF000000000101', blueNumber: BLUE_NUMBER, status: 'pending' },
      { serial: 'RF000000000101', formNumber: RED_FORM_NUMBER, blueNumber: BLUE_NUMBER, status: 'confirmed' },
    ]);
    expectCall(sent[0], RED_REQUESTS.refresh);
    expectCall(sent[1], RED_REQUESTS.listPage1);
  });

  it('still lists when the download is refused; a refused query is a Chinese error', async () => {
    const { provider } = recorded([{ code: 'E9999', describe: '税局账号未登录' }, answerForms(FORM_REVOKED)]);
    expect(await provider.listRedConfirmations('91350100M000100Y43')).toMatchObject([{ status: 'revoked' }]);
    const refused = recorded([ANSWER_OK, { code: 'E9999', describe: '税局账号未登录' }]);
    await expect(refused.provider.listRedConfirmations('x')).rejects.toThrow(
      '诺诺查询红字确认单失败（E9999）：税局账号未登录',
    );
  });
});

describe('the red invoice (nuonuo.OpeMplatform.fastInvoiceRed) and its layouts', () => {
  it('issues a confirmed form with our serial as orderNo, then reads the red back by 诺诺’s serial', async () => {
    const { sent, provider } = recorded([
      answerForms(FORM_CONFIRMED),
      ANSWER_RED_TAKEN,
      ANSWER_RED_ISSUED,
      { raw: RED_XML },
      { raw: '%OFD' },
    ]);
    expect(await provider.issueRed(red)).toEqual({ serial: 'RD000000000101', accepted: true });
    expectCall(sent[1], RED_REQUESTS.issueRed);
    expect(await provider.query('RD000000000101')).toEqual({
      status: 'issued',
      invoice: {
        serial: 'RD000000000101',
        number: '26352000000123456790',
        issuedAt: new Date(1796004015000).toISOString(),
        xml: RED_XML,
      },
    });
    expectCall(sent[2], RED_REQUESTS.queryRed);
    expect(sent[3]!.url.toString()).toBe('https://inv.jss.com.cn/fp/red-example.xml');
    expect((await provider.download('26352000000123456790', 'ofd')).toString()).toBe('%OFD');
    expect(sent[4]!.url.toString()).toBe('https://inv.jss.com.cn/fp/red-example.ofd');
  });

  it('takes the red 诺诺 issued by itself, and a repeated orderNo, as done', async () => {
    const auto = recorded([answerForms(FORM_AUTO_ISSUED), ANSWER_RED_ISSUED, { raw: RED_XML }]);
    expect(await auto.provider.issueRed(red)).toMatchObject({ accepted: true });
    expect(await auto.provider.query('RD000000000101')).toMatchObject({ status: 'issued' });
    expect(auto.sent.map((s) => s.headers.method)).not.toContain(RED_REQUESTS.issueRed.method);
    expectCall(auto.sent[1], RED_REQUESTS.queryRed);
    const again = recorded([answerForms(FORM_CONFIRMED), ANSWER_DUPLICATE]);
    expect(await again.provider.issueRed(red)).toEqual({ serial: 'RD000000000101', accepted: true });
  });

  it('refuses a form not in effect, shows 诺诺’s refusal, and times out as ProviderTimeout', async () => {
    const pending = recorded([answerForms(FORM_SELLER_ENTERED)]);
    await expect(pending.provider.issueRed(red)).rejects.toThrow(`红字确认单 ${RED_FORM_NUMBER} 尚未生效`);
    expect(pending.sent).toHaveLength(1);
    const refused = recorded([answerForms(FORM_CONFIRMED), ANSWER_RED_REFUSED]);
    await expect(refused.provider.issueRed(red)).rejects.toThrow(
      '诺诺拒绝开具红字发票（E9999）：蓝字发票已被冲红，不能重复冲红',
    );
    const lost = recorded([answerForms(FORM_CONFIRMED), timeout()]);
    const err = await lost.provider.issueRed(red).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderTimeout);
    expect((err as ProviderTimeout).serial).toBe('RD000000000101');
  });

  it('says in Chinese when it has no layout of a number', async () => {
    const { provider } = recorded([]);
    await expect(provider.download('26352000000123456790', 'pdf')).rejects.toThrow(
      '诺诺未提供发票 26352000000123456790 的 PDF 版式文件',
    );
  });
});
