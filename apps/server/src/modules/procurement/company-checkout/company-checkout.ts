import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { COMPANY_CODE, COMPANY_MSG, CREDIT_MSG, fenToYuan } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { budgetsFor, chargeBudgets, remainingOf, type ChargeableBudget } from '../budget';
import { creditPreviewOf, debitCredit } from '../../finance/credit/credit.ledger';
import type { CheckoutPolicy, PlaceOrderHooks, SubmitInput } from '../../trade/checkout';
import {
  companyContextOf,
  departmentIdIn,
  departmentNamesOf,
  hasRole,
  isActiveMember,
  type CompanyContext,
} from '../../identity/company';
import { matchRule, resolveLevels } from '../approval';
import { checkoutContextOf } from './checkout-context';

/** The cost centre of an order: the chosen department of the company (404 otherwise), else the buyer's own. */
export async function costCentreOf(
  db: DbOrTx,
  ctx: CompanyContext,
  costCentreId: number | null | undefined,
): Promise<number | null> {
  if (!costCentreId) return ctx.departmentId;
  const id = await departmentIdIn(db, ctx.companyId, costCentreId);
  if (id === null) throw notFound('成本中心不存在');
  return id;
}

/** Company fields and budget charge for an order placed by `ctx`'s member (used by checkout and approval). */
export function companyOrderHooks(
  ctx: CompanyContext,
  departmentId: number | null,
  poNumber: string,
  requestId: number | null,
  /** The budgets to charge when already read (else read inside the transaction). */
  budgets?: readonly ChargeableBudget[],
): PlaceOrderHooks {
  return {
    company: { companyId: ctx.companyId, departmentId, poNumber, requestId },
    afterPlaced: async (tx, order) => {
      const list = budgets ?? (await budgetsFor(tx, ctx.companyId, ctx.userId, departmentId));
      await chargeBudgets(tx, list, order.id, order.payAmountFen);
    },
    // 账期支付: members with 采购员 or 财务 only; the debit is one conditional UPDATE in the order's transaction.
    payOnCredit: async (tx, order) => {
      if (!hasRole(ctx, '采购员', '财务')) throw badRequest(CREDIT_MSG.NOT_ALLOWED);
      await debitCredit(tx, ctx.companyId, order);
    },
  };
}

/**
 * What a company adds to a member's checkout: 采购单号 (when required), the cost centre, the approval check
 * (an order a rule catches is refused with 409 and code NEEDS_APPROVAL: it goes through a purchase request)
 * and the budget charge. Buyers without an active company membership check out as before.
 */
export class CompanyCheckoutPolicy implements CheckoutPolicy {
  constructor(private readonly db: Db) {}

  async hooksFor(userId: number, input: SubmitInput): Promise<PlaceOrderHooks> {
    // One read for the membership, the rules and the budgets; the transaction only charges.
    const ctx = await checkoutContextOf(this.db, userId);
    if (!isActiveMember(ctx)) {
      if (input.costCentreId) throw notFound('成本中心不存在');
      return {};
    }
    if (ctx.poRequired && !input.poNumber) throw badRequest(COMPANY_MSG.PO_REQUIRED);
    const departmentId = await costCentreOf(this.db, ctx, input.costCentreId);
    const budgets =
      departmentId === ctx.departmentId
        ? ctx.budgets
        : await budgetsFor(this.db, ctx.companyId, userId, departmentId);
    const hooks = companyOrderHooks(ctx, departmentId, input.poNumber, null, budgets);
    return {
      ...hooks,
      beforePlace: async (tx, lines, payFen) => {
        const rule = await matchRule(
          tx,
          ctx,
          departmentId,
          lines.map((l) => l.productId),
          payFen,
          ctx.rules,
        );
        if (rule)
          throw new AppError(
            409,
            `${COMPANY_MSG.NEEDS_APPROVAL}（${rule.name}）`,
            COMPANY_CODE.NEEDS_APPROVAL,
          );
      },
    };
  }

  async previewFor(userId: number, lines: readonly { productId: number }[], payFen: number) {
    const ctx = await companyContextOf(this.db, userId);
    if (!isActiveMember(ctx)) return { company: null, approval: null, budgets: [], credit: null };
    const departments = await departmentNamesOf(this.db, ctx.companyId);
    const rule = lines.length
      ? await matchRule(
          this.db,
          ctx,
          ctx.departmentId,
          lines.map((l) => l.productId),
          payFen,
        )
      : null;
    let approval = null;
    if (rule) {
      const levels = await resolveLevels(this.db, ctx, ctx.departmentId, rule).catch(() => []);
      approval = { ruleName: rule.name, levels: levels.map((l) => l.label) };
    }
    const remaining = await remainingOf(
      this.db,
      await budgetsFor(this.db, ctx.companyId, ctx.userId, ctx.departmentId),
    );
    return {
      company: {
        poRequired: ctx.poRequired,
        costCentres: departments,
        defaultCostCentreId: ctx.departmentId,
      },
      approval,
      credit: hasRole(ctx, '采购员', '财务') ? await creditPreviewOf(this.db, ctx.companyId, payFen) : null,
      budgets: remaining.map(({ budget, remainingFen }) => ({
        name: budget.name,
        remaining: fenToYuan(Math.max(0, remainingFen)),
        enough: remainingFen >= payFen,
      })),
    };
  }
}
