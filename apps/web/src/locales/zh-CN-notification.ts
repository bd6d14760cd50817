/** Copy of 通知设置 in the personal centre (who is told what, by which channel, and when not). */
export const notificationCopy = {
  title: '通知设置',
  intro: '选择每类消息除站内信外还通过哪些方式通知您。站内信始终保留一份；安全类通知不能关闭。',
  group: '消息类别',
  inbox: '站内信',
  sms: '短信',
  email: '邮件',
  always: '始终',
  locked: '安全类通知不能关闭',
  urgent: '不受免打扰影响',
  source: {
    own: '当前为您的个人设置',
    company: '当前沿用企业的默认设置，保存后改为您的个人设置',
    default: '当前为平台默认设置，保存后改为您的个人设置',
  },
  quiet: '免打扰时段',
  quietHint: '时段内的短信和邮件会在结束后再发送（北京时间）',
  quietFrom: '开始',
  quietTo: '结束',
  save: '保存设置',
  saved: '通知设置已保存',
};
