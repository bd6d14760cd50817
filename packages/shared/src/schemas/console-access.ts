import type { OperatorRole } from './auth';

/**
 * Which operator roles may use each area of the console. The server guards every /api/admin call with the
 * roles of its area (超级管理员 always passes); the console shows a menu only to the roles listed here.
 */
export const CONSOLE_AREAS = {
  dashboard: ['超级管理员', '运营', '财务', '商品'],
  /** Order list and detail; accept, ship, cancel. */
  orders: ['超级管理员', '运营'],
  /** Confirming an offline (对公转账) payment, payments and refunds lists. */
  payments: ['超级管理员', '财务'],
  invoices: ['超级管理员', '财务'],
  /** Company credit (授信), statements, repayments, overdue list. */
  credit: ['超级管理员', '财务'],
  /** 商家结算: statements, marked paid. */
  settlements: ['超级管理员', '财务'],
  /** After-sales queue and every step but the refund itself. */
  afs: ['超级管理员', '运营'],
  /** Paying out an after-sales refund. */
  refunds: ['超级管理员', '财务'],
  biddings: ['超级管理员', '运营'],
  merchants: ['超级管理员', '运营'],
  catalogue: ['超级管理员', '商品'],
  /** Banners, floors, hot words, notices, help articles, company introduction. */
  content: ['超级管理员', '运营'],
  buyers: ['超级管理员', '运营'],
  /** The notification delivery log (resend) and the templates' previews. */
  notifications: ['超级管理员', '运营'],
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
