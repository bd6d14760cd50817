/**
 * Who made an entry of the order's history (订单跟踪), as the server names them; kept with the order page, off
 * the storefront's first bundle.
 */
export const ORDER_ACTOR: Record<string, string> = {
  buyer: '买家',
  operator: '平台',
  merchant: '商家',
  system: '系统',
};
