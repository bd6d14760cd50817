/** Texts of the shop page /shop/{id}, apart from the main bundle's. */
export const shopCopy = {
  notFound: '店铺不存在或已停业',
  notFoundSub: '该店铺不存在，或已被平台停用。去首页看看其他商品吧',
  noIntro: '这家店铺还没有填写介绍',
  searchPlaceholder: '在本店内搜索商品',
  searchButton: '搜本店',
  empty: '本店暂无在售商品',
  noMatch: (keyword: string) => `本店没有找到与「${keyword}」相关的商品`,
};
