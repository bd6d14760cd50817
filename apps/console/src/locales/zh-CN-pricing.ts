/** Console texts of agreement prices (协议价), issue 16. */
export const pricingTexts = {
  pricing: {
    title: '协议价',
    listTab: '协议价列表',
    importTab: '导入协议价',
    company: '企业',
    chooseCompany: '请选择企业',
    keyword: 'SKU 编码、商品名称或企业',
    state: '状态',
    product: '商品',
    listPrice: '列表价',
    price: '协议价',
    window: '有效期',
    actions: '操作',
    add: '新增协议价',
    export: '导出 .xlsx',
    delete: '删除',
    deleted: '已删除',
    confirmDelete: '删除这条协议价？',
    saved: '协议价已保存',
    needSku: '请填写 SKU 编码',
    needPrice: '请填写协议价',
    needWindow: '请选择有效期',
    importHelp:
      '按模板填写后上传 .xlsx（≤ 5 MB，≤ 20000 行）。整表校验：任一行有误则整表不导入，下表列出每个问题所在的行和列；同一企业同一 SKU 已有协议价的会被替换。',
    importDone: (c: number, u: number, rows: number) =>
      `导入成功：新增 ${c} 条协议价，更新 ${u} 条，共 ${rows} 行`,
  },
} as const;
