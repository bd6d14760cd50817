/** The back-office parts' own button copy (the console's and the merchant portal's). */
export const backOfficeCopy = {
  confirm: '确定',
  cancel: '取消',
  search: '查询',
  reset: '重置',
  total: (n: number) => `共 ${n} 条`,
};
