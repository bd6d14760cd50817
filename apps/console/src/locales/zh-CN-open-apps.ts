import { openDeliveriesCopy } from '@mall/client-kit';

/** 开放平台应用: every company's and shop's open-platform app; operators suspend and resume them. */
export const zhCNOpenApps = {
  openApps: {
    title: '开放平台应用',
    intro: '企业与商家在各自后台创建的开放平台应用；停用会立即作废其访问令牌，操作记入操作日志。',
    keywordPlaceholder: '应用名称、应用编号或所属',
    empty: '暂无开放平台应用',
    name: '应用名称',
    clientId: '应用编号',
    owner: '所属',
    ownerKinds: { company: '企业', shop: '商家' } as Record<string, string>,
    scopes: '权限',
    mode: '环境',
    modes: { sandbox: '沙箱', live: '正式' } as Record<string, string>,
    status: '状态',
    active: '正常',
    suspended: '已停用',
    agent: '代理账号',
    createdAt: '创建时间',
    lastUsedAt: '最近调用',
    suspend: '停用',
    resume: '恢复',
    suspendConfirm: '停用后该应用的令牌立即失效，确定停用？',
    resumeConfirm: '确定恢复该应用？',
    suspendedDone: '应用已停用',
    resumedDone: '应用已恢复',
    // 推送记录: the words the personal centre and the portal show too.
    ...openDeliveriesCopy,
  },
};
