/** Buyer copy of the numeric range filters (参数范围筛选, issue 50). */
export const rangeCopy = {
  label: '参数范围',
  min: '最小',
  max: '最大',
  apply: '确定',
  clear: '清除',
  invalid: '请输入不小于 0 的数字，最多六位小数',
  order: '最小值不能大于最大值',
  name: (name: string, unit: string) => `${name}（${unit}）`,
  available: (min: string, max: string, unit: string) =>
    min === max ? `可选 ${min} ${unit}` : `可选 ${min}–${max} ${unit}`,
  none: '暂无可选值',
  inputLabel: (name: string, end: string) => `${name}${end}`,
  tag: (name: string, min: string, max: string, unit: string) =>
    min && max
      ? min === max
        ? `${name}：${min} ${unit}`
        : `${name}：${min}–${max} ${unit}`
      : min
        ? `${name}：≥ ${min} ${unit}`
        : `${name}：≤ ${max} ${unit}`,
};
