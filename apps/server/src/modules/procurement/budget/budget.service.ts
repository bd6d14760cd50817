import { and, eq, sql } from 'drizzle-orm';
import {
  BUDGET_PERIOD_LABEL,
  ORDER_STATUS_LABEL,
  fenToYuan,
  yuanToFen,
  type Budget,
  type CompanyOverview,
  type budgetBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { chinaDate, chinaTimeText } from '../../../lib/china-day';
import { listBook, xlsxBytes, yuanCell, type ListColumn } from '../../../lib/xlsx';
import { companyContextOf, hasRole, requireRole } from '../../identity/company';
import { periodKey, periodLabel } from './budget.ledger';
import { budgets } from './budget.table';

type BudgetQueryRow = {
  id: number;
  scope: 'department' | 'member';
  scope_id: number;
  scope_name: string | null;
  period: 'month' | 'quarter' | 'year';
  amount_fen: number;
  spent_fen: number | null;
};

/** A company's budgets with what each spent in its current period (optionally only some scopes). */
export async function budgetsOf(db: DbOrTx, companyId: number, at: Date = new Date()): Promise<Budget[]> {
  const keys = {
    month: periodKey('month', at),
    quarter: periodKey('quarter', at),
    year: periodKey('year', at),
  };
  const rows = await queryRows<BudgetQueryRow>(
    db,
    sql`select b.id, b.scope, b.scope_id, b.period, b.amount_fen, u.spent_fen,
          coalesce(d.name, nullif(m.name, ''), m.username) as scope_name
        from budgets b
        left join budget_usage u on u.budget_id = b.id and u.period_key = case b.period
          when 'month' then ${keys.month} when 'quarter' then ${keys.quarter} else ${keys.year} end
        left join company_departments d on b.scope = 'department' and d.id = b.scope_id
        left join users m on b.scope = 'member' and m.id = b.scope_id
        where b.company_id = ${companyId} order by b.scope, b.scope_id, b.period`,
  );
  return rows.map((r) => {
    const spent = Number(r.spent_fen ?? 0);
    const amount = Number(r.amount_fen);
    return {
      id: Number(r.id),
      scope: r.scope,
      scopeId: Number(r.scope_id),
      scopeName: r.scope_name ?? '',
      period: r.period,
      periodLabel: BUDGET_PERIOD_LABEL[r.period],
      currentPeriod: periodLabel(keys[r.period]),
      amount: fenToYuan(amount),
      spent: fenToYuan(spent),
      remaining: fenToYuan(Math.max(0, amount - spent)),
    };
  });
}

/** China-day bounds of an overview or export: default the last 12 months up to today. */
function range(q: { from?: string; to?: string }) {
  const today = chinaDate();
  const to = q.to ?? today;
  const from = q.from ?? `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}-01`;
  if (from > to) throw badRequest('开始日期不能晚于结束日期');
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 3) throw badRequest('时间范围最长 3 年');
  return { from, to };
}

/** An order of 导出企业订单, as its query answers it. */
type ExportRow = {
  order_no: string;
  created_at: Date | string;
  buyer: string;
  department: string | null;
  po_number: string;
  status: number;
  goods: string;
  /** The company's 物料编码 of the lines that have one, in line order. */
  codes: string | null;
  pay_amount_fen: number;
};

const ORDER_COLUMNS: ListColumn<ExportRow>[] = [
  { header: '订单号', width: 22, value: (r) => r.order_no },
  { header: '下单时间', width: 20, value: (r) => chinaTimeText(r.created_at, true) },
  { header: '下单人', width: 12, value: (r) => r.buyer },
  { header: '成本中心', width: 14, value: (r) => r.department ?? '' },
  { header: '采购单号', width: 18, value: (r) => r.po_number },
  {
    header: '订单状态',
    width: 10,
    value: (r) => ORDER_STATUS_LABEL[r.status as keyof typeof ORDER_STATUS_LABEL] ?? '',
  },
  { header: '商品', width: 50, value: (r) => r.goods ?? '' },
  { header: '物料编码', width: 24, value: (r) => r.codes ?? '' },
  // Exact: fen → yuan string → number with 2 decimals (never float arithmetic on money).
  {
    header: '订单金额（元）',
    width: 14,
    style: { numFmt: '#,##0.00' },
    value: (r) => yuanCell(Number(r.pay_amount_fen)),
  },
];

/** 预算 (管理员 and 财务 manage; others see budgets that concern them), the overview and the export. */
export class CompanyBudgetService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<Budget[]> {
    const ctx = requireRole(await companyContextOf(this.db, userId));
    const all = await budgetsOf(this.db, ctx.companyId);
    if (hasRole(ctx, '管理员', '财务')) return all;
    return all.filter(
      (b) =>
        (b.scope === 'member' && b.scopeId === userId) ||
        (b.scope === 'department' && (b.scopeId === ctx.departmentId || ctx.headOf.includes(b.scopeId))),
    );
  }

  /** Sets a budget (one per scope and period); never below what its current period already spent. */
  async save(userId: number, body: z.output<typeof budgetBody>): Promise<Budget> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员', '财务');
    const [target] = await queryRows<{ id: number }>(
      this.db,
      body.scope === 'department'
        ? sql`select id from company_departments where id = ${body.scopeId} and company_id = ${ctx.companyId}`
        : sql`select user_id as id from company_members where user_id = ${body.scopeId} and company_id = ${ctx.companyId}`,
    );
    if (!target) throw notFound(body.scope === 'department' ? '部门不存在' : '成员不存在');
    const amountFen = yuanToFen(body.amount);
    return this.db.transaction(async (tx) => {
      let id = body.id;
      if (id) {
        const [own] = await tx
          .select()
          .from(budgets)
          .where(and(eq(budgets.id, id), eq(budgets.companyId, ctx.companyId)))
          .for('update');
        if (!own) throw notFound('预算不存在');
        if (own.scope !== body.scope || own.scopeId !== body.scopeId || own.period !== body.period)
          throw badRequest('预算对象和周期不能修改，请删除后重新设置');
      } else {
        const [dup] = await tx
          .select({ id: budgets.id })
          .from(budgets)
          .where(
            and(
              eq(budgets.companyId, ctx.companyId),
              eq(budgets.scope, body.scope),
              eq(budgets.scopeId, body.scopeId),
              eq(budgets.period, body.period),
            ),
          );
        if (dup) throw conflict('该对象已设置同周期的预算，请直接修改');
      }
      const key = periodKey(body.period);
      if (id) {
        // Lock the current period's usage so no order slips in between the check and the change.
        const [usage] = await queryRows<{ spent_fen: number }>(
          tx,
          sql`select spent_fen from budget_usage where budget_id = ${id} and period_key = ${key} for update`,
        );
        const spent = Number(usage?.spent_fen ?? 0);
        if (amountFen < spent) throw badRequest(`预算金额不能低于本期已使用的 ¥${fenToYuan(spent)}`);
        await tx.update(budgets).set({ amountFen, updatedAt: new Date() }).where(eq(budgets.id, id));
      } else {
        const [row] = await tx
          .insert(budgets)
          .values({
            companyId: ctx.companyId,
            scope: body.scope,
            scopeId: body.scopeId,
            period: body.period,
            amountFen,
          })
          .returning({ id: budgets.id });
        id = row!.id;
      }
      return (await budgetsOf(tx, ctx.companyId)).find((b) => b.id === id)!;
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员', '财务');
    const done = await this.db
      .delete(budgets)
      .where(and(eq(budgets.id, id), eq(budgets.companyId, ctx.companyId)))
      .returning({ id: budgets.id });
    if (!done.length) throw notFound('预算不存在');
  }

  /** 企业采购概览 (管理员, 财务): spend of orders not cancelled, by month, department, member and category. */
  async overview(userId: number, q: { from?: string; to?: string }): Promise<CompanyOverview> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员', '财务');
    const { from, to } = range(q);
    const base = sql`o.company_id = ${ctx.companyId} and o.status <> 7
      and (o.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date`;
    type Row = { key: string; label: string; fen: number; orders: number };
    const group = (select: ReturnType<typeof sql>) => queryRows<Row>(this.db, select);
    const [byMonth, byDepartment, byMember, byCategory] = await Promise.all([
      group(sql`select to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as key,
          to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYY年MM月') as label,
          sum(o.pay_amount_fen)::bigint as fen, count(*)::int as orders
        from orders o where ${base} group by 1, 2 order by 1`),
      group(sql`select coalesce(d.id::text, '0') as key, coalesce(d.name, '未指定部门') as label,
          sum(o.pay_amount_fen)::bigint as fen, count(*)::int as orders
        from orders o left join company_departments d on d.id = o.department_id where ${base}
        group by 1, 2 order by 3 desc`),
      group(sql`select u.id::text as key, coalesce(nullif(u.name, ''), u.username) as label,
          sum(o.pay_amount_fen)::bigint as fen, count(*)::int as orders
        from orders o join users u on u.id = o.user_id where ${base} group by 1, 2 order by 3 desc limit 20`),
      group(sql`select p.first_category_id::text as key, coalesce(c.title, '其他') as label,
          sum(l.amount_fen)::bigint as fen, count(distinct o.id)::int as orders
        from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
        left join categories c on c.id = p.first_category_id where ${base} group by 1, 2 order by 3 desc limit 20`),
    ]);
    const rows = (list: Row[]) =>
      list.map((r) => ({
        key: r.key,
        label: r.label,
        amount: fenToYuan(Number(r.fen)),
        orders: Number(r.orders),
      }));
    const totalFen = byMonth.reduce((n, r) => n + Number(r.fen), 0);
    return {
      from,
      to,
      total: fenToYuan(totalFen),
      orders: byMonth.reduce((n, r) => n + Number(r.orders), 0),
      byMonth: rows(byMonth),
      byDepartment: rows(byDepartment),
      byMember: rows(byMember),
      byCategory: rows(byCategory),
    };
  }

  /** 导出企业订单 (.xlsx) for a period (管理员, 财务): one row per order with PO number and cost centre. */
  async exportOrders(
    userId: number,
    q: { from?: string; to?: string },
  ): Promise<{ name: string; data: Buffer }> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员', '财务');
    const { from, to } = range(q);
    const rows = await queryRows<ExportRow>(
      this.db,
      sql`select o.order_no, o.created_at, coalesce(nullif(u.name, ''), u.username) as buyer, d.name as department,
            o.po_number, o.status, o.pay_amount_fen,
            (select string_agg(l.title || ' ×' || l.quantity, '；' order by l.id) from order_lines l where l.order_id = o.id) as goods,
            (select string_agg(c.code, '；' order by l.id) from order_lines l
              join company_material_codes c on c.company_id = o.company_id and c.sku_id = l.sku_id
              where l.order_id = o.id) as codes
          from orders o join users u on u.id = o.user_id left join company_departments d on d.id = o.department_id
          where o.company_id = ${ctx.companyId}
            and (o.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
          order by o.created_at, o.id limit 20000`,
    );
    const { book } = listBook('企业订单', ORDER_COLUMNS, rows);
    const data = await xlsxBytes(book);
    return { name: `企业订单_${from}_${to}.xlsx`, data };
  }
}
