/**
 * Buyer copy of substitutes (替代品) and frequently bought together (经常一起购买). Imported by their lazily
 * loaded components only (not spread into `t`), so the product page's first download does not carry it.
 */
export const substituteCopy = {
  substitute: {
    title: '替代品',
    intro: (reason: string) => `该规格${reason}，以下商品参数相近，可以购买：`,
    linked: '推荐替代',
    ruled: '参数相近',
    param: '参数',
    original: '当前商品',
    same: '相同',
    differs: '不同',
    none: '—',
    stock: (n: number, unit: string) => `库存 ${n}${unit}`,
  },
  boughtTogether: {
    title: '经常一起购买',
    cartTitle: '购买了这些商品的客户还经常买',
    own: '本企业常买',
  },
};
