/**
 * The words of an app's push endpoints and their delivery log (推送记录), the same for a company's 管理员, a
 * shop's 管理员 and an operator; an app may pass its own (the console passes its locale's).
 */
export const openDeliveriesCopy = {
  deliveries: '推送记录',
  deliveriesTitle: (name: string) => `推送记录 · ${name}`,
  noWebhooks: '该应用尚未登记推送地址',
  webhookTypes: '消息类型',
  allTypes: '全部消息',
  webhookStatus: { active: '启用', disabled: '已停用' } as Record<string, string>,
  disabledReason: '停用原因',
  failingSince: (time: string) => `连续失败自 ${time}`,
  webhookCreatedAt: '登记时间',
  enableWebhook: '启用',
  enableWebhookConfirm: '启用后将恢复向该地址推送消息，确定启用？',
  webhookEnabled: '推送地址已启用',
  deliveryType: '消息类型',
  deliveryState: '状态',
  deliveryStates: { pending: '投递中', delivered: '已送达', failed: '失败' } as Record<string, string>,
  attempts: '尝试次数',
  lastStatus: 'HTTP 状态',
  latency: '耗时',
  latencyMs: (ms: number) => `${ms} ms`,
  lastError: '最后错误',
  deliveryAt: '时间',
  noDeliveries: '暂无推送记录',
  replay: '重新推送',
  replayed: '已重新推送',
  loadMore: '加载更多',
};
export type OpenDeliveriesCopy = typeof openDeliveriesCopy;

/** The open-app pieces' words for a table's last column and an empty cell. */
export const openAppsCommonCopy = { actions: '操作', none: '—' };
