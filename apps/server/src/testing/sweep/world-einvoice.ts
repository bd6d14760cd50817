import type { TestApp } from '../build-test-app';
import type { Headers } from './caller';
import { codeAsTools, SELLER_PROFILE as PROFILE } from '../einvoice.fixture';

// 数电票 in the sweeps' worlds: a seller's tax profile, a code for the product, a blue 数电专票 issued through the
// sandbox for an invoice application, and a 红字确认单 the seller applied for, waiting for the buyer.

async function ok<T>(app: TestApp, headers: Headers, url: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`world: POST ${url} → ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/**
 * Issues a blue 数电票 for `invoiceId` (the seller's profile saved by `seller` at `profileUrl`, the product's code
 * by the operator) and applies, as the seller, for a 红字确认单 over one fen of its first line: the form's id.
 */
export async function einvoiceWithRedForm(
  app: TestApp,
  op: Headers,
  at: { seller: Headers; base: '/api/admin' | '/api/portal'; taxpayerId: string; productId: number },
  invoiceId: number,
): Promise<number> {
  await ok(app, at.seller, `${at.base}/invoice/einvoice/profile`, { ...PROFILE, taxpayerId: at.taxpayerId });
  await codeAsTools((url, body) => ok(app, op, url, body), [at.productId]);
  await ok(app, op, '/api/admin/invoice/einvoice/issue', { invoiceId });
  await app.jobs.idle();
  const form = await ok<{ id: number }>(app, at.seller, `${at.base}/invoice/einvoice/red-forms/apply`, {
    invoiceId,
    reason: '开票有误',
    lines: [{ index: 0, quantity: 1, amountFen: 1 }],
  });
  return form.id;
}

/** The same for 自营 (the operator is the seller) over the buyer world's product 90001. */
export const selfSoldRedForm = (app: TestApp, op: Headers, invoiceId: number) =>
  einvoiceWithRedForm(
    app,
    op,
    { seller: op, base: '/api/admin', taxpayerId: '91110000600037341L', productId: 90001 },
    invoiceId,
  );
