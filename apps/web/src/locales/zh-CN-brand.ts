/** Texts of the brand wall and brand pages, kept out of the main bundle (every page's first download). */
export const brandCopy = {
  title: '品牌馆',
  subTitle: '千家品牌 严选好货 · 正品保障',
  allCategories: '全部品类',
  categoryFilter: '按品类筛选品牌',
  letterIndex: '按首字母查找品牌',
  allLetters: '全部',
  count: (n: number) => `共 ${n} 个品牌`,
  empty: '该品类下暂无品牌',
  backToWall: '返回品牌馆',
  serves: '经营品类：',
  products: '品牌商品',
  notFound: '品牌不存在',
};
