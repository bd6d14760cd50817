/**
 * Buyer copy of punch-out sessions (采购系统会话): imported by the punch-out feature only (its banner loads after
 * the page, for signed-in buyers), so it stays out of every page's first download.
 */
export const punchoutCopy = {
  punchout: {
    banner: (company: string, host: string) =>
      `采购系统会话 · ${company}：选好商品后，在购物车点击「返回采购系统」，购物车将带回 ${host} 审批下单。`,
    inspectBanner: (company: string) =>
      `采购系统会话 · ${company}：仅供查看，点击「返回采购系统」回到采购系统。`,
    returnButton: '返回采购系统',
    returning: '正在返回采购系统…',
    nothingSelected: '请先选择要带回采购系统的商品',
  },
};
