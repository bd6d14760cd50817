import type { OperatorRole } from './auth';

/** The operations staff (运营) and the finance staff (财务), each with 超级管理员. */
const OPERATIONS = ['超级管理员', '运营'] as const;
const FINANCE = ['超级管理员', '财务'] as const;

/**
 * Which operator roles may use each area of the console. The server guards every /api/admin call with the
 * roles of its area (超级管理员 always passes); the console shows a menu only to the roles listed here.
 */
export const CONSOLE_AREAS = {
  dashboard: ['超级管理员', '运营', '财务', '商品'],
  /** Order list and detail; accept, ship, cancel. */
  orders: OPERATIONS,
  /** Confirming an offline (对公转账) payment, payments and refunds lists. */
  payments: FINANCE,
  invoices: FINANCE,
  /** Company credit (授信), statements, repayments, overdue list. */
  credit: FINANCE,
  /** 商家结算: statements, marked paid. */
  settlements: FINANCE,
  /** After-sales queue and every step but the refund itself. */
  afs: OPERATIONS,
  /** Paying out an after-sales refund. */
  refunds: FINANCE,
  biddings: OPERATIONS,
  merchants: OPERATIONS,
  catalogue: ['超级管理员', '商品'],
  /** Banners, floors, hot words, notices, help articles, company introduction. */
  content: OPERATIONS,
  buyers: OPERATIONS,
  /** The notification delivery log (resend) and the templates' previews. */
  notifications: OPERATIONS,
  /** Site constants and maintenance mode. */
  settings: ['超级管理员'],
  operators: ['超级管理员'],
  audit: ['超级管理员'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type ConsoleArea = keyof typeof CONSOLE_AREAS;

/** Whether a role may use an area. */
export function canUseArea(role: OperatorRole, area: ConsoleArea): boolean {
  return (CONSOLE_AREAS[area] as readonly OperatorRole[]).includes(role);
}
