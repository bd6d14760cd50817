import type { TestApp } from './build-test-app';
import { must, type Who } from './calls';
import { addMember, addressOf, checkoutBody, verifiedCompany } from './company.fixture';

// Test fixture shared by the credit (账期) tests: an account opened and orders paid on credit, by the real calls.

/** An operator (a 财务) opens 账期 for the company: `limit` yuan, paid `termDays` after the statement day 5. */
export function openCredit<T = unknown>(
  app: TestApp,
  op: Who,
  companyId: number,
  limit: string,
  termDays = 30,
) {
  return must(app)<T>(op, 'POST', '/api/admin/credit/accounts/save', {
    companyId,
    limit,
    termDays,
    statementDay: 5,
  });
}

/** The buyer orders `items` to `addressId` on 账期 (payMethod 5); the order's number. */
export async function creditOrder(
  app: TestApp,
  buyer: Who,
  addressId: number,
  items: { skuId: number; quantity: number }[],
): Promise<string> {
  const placed = await must(app)<{ orderNo: string }>(
    buyer,
    'POST',
    '/api/checkout/submit',
    checkoutBody(addressId, items, { payMethod: 5 }),
  );
  return placed.orderNo;
}

/**
 * A company verified by `reviewer` with 账期 opened by `op` (`limit` yuan, `termDays`): a 采购员 with an
 * address, a 财务, and the account as saved.
 */
export async function creditCompany<Account = unknown>(
  app: TestApp,
  { reviewer, op }: { reviewer: Who; op: Who },
  limit: string,
  termDays = 30,
) {
  const company = await verifiedCompany(app, reviewer);
  const buyer = await addMember(app, company, ['采购员']);
  const finance = await addMember(app, company, ['财务']);
  const addressId = await addressOf(app, buyer);
  const account = await openCredit<Account>(app, op, company.id, limit, termDays);
  return { company, buyer, finance, addressId, account };
}
