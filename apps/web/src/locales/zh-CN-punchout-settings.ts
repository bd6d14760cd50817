/**
 * The company's punch-out settings page (企业采购 → 采购系统对接): its own module, loaded with the page only, not
 * with every page's `t`.
 */
export const punchoutSettingsCopy = {
  title: '采购系统对接',
  intro:
    '贵司的采购系统（SAP Ariba、Coupa 等 cXML 系统，或 SAP OCI）可从这里进入商城选购，购物车带回采购系统审批下单。设置由平台运营维护，如需变更请联系平台客服。',
  notConfigured: '贵司尚未开通采购系统对接，如需开通请联系平台客服。',
  enabled: '已启用',
  disabled: '已停用',
  status: '状态',
  cxmlUrl: 'cXML 地址（PunchOutSetupRequest）',
  ociUrl: 'OCI 地址',
  from: 'From 身份',
  sender: 'Sender 身份',
  to: 'To 身份（本站）',
  secret: '共享密钥',
  secretHidden: '已设置（不显示）',
  ociUser: 'OCI 用户名',
  hosts: '允许的返回地址主机',
  member: '会话使用的成员账号',
  documents: '最近的对接文档',
  at: '时间',
  direction: '方向',
  in: '收到',
  out: '发出',
  kind: '文档',
  code: '状态码',
  text: '说明',
  none: '—',
};
