import type { SmsOutboxEntry, SmsPurpose } from '@mall/shared';
import { callAliyunRpc, type AliyunCredentials } from '../../../lib/aliyun-rpc';
import type { EphemeralStore } from '../../../lib/store';

const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = {
  SMS_LOGIN: '登录',
  WEB_RESET_PWD: '找回密码',
  WEB_REGISTER: '注册账号',
  WEB_UPDATE_PWD: '修改密码',
  WEB_VERIFY_OLD_PHONE: '验证原手机号',
  WEB_VERIFY_NEW_PHONE: '绑定新手机号',
  MERCHANT_JOIN: '商家入驻',
};

export type SmsMessage = { mobile: string; purpose: SmsPurpose; code: string; ttlMinutes: number };

const smsText = (m: SmsMessage) =>
  `【工业品商城】您的验证码为 ${m.code}，${m.ttlMinutes} 分钟内有效，用于${SMS_PURPOSE_LABEL[m.purpose]}。如非本人操作，请忽略本短信。`;

/** Delivers one verification code. Throws when the gateway refuses. */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
  /** Delivers a notification text (no code), e.g. the result of a merchant application review. */
  notify?(mobile: string, content: string): Promise<void>;
}

const OUTBOX_KEEP = 20;
const OUTBOX_TTL_MS = 24 * 60 * 60 * 1000;
const outboxKey = (mobile: string) => `sms:outbox:${mobile}`;

/** Development provider: logs the code and keeps it in the dev outbox (GET /api/dev/sms-outbox). */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  constructor(
    private readonly store: EphemeralStore,
    private readonly log: (msg: string) => void,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const entry: SmsOutboxEntry = {
      mobile: message.mobile,
      purpose: message.purpose,
      code: message.code,
      content: smsText(message),
      sentAt: Date.now(),
    };
    const list = await this.outbox(message.mobile);
    await this.store.set(
      outboxKey(message.mobile),
      JSON.stringify([entry, ...list].slice(0, OUTBOX_KEEP)),
      OUTBOX_TTL_MS,
    );
    this.log(`[sms:console] ${message.mobile} ${message.purpose} ${message.code}`);
  }

  async notify(mobile: string, content: string): Promise<void> {
    const entry: SmsOutboxEntry = { mobile, purpose: 'MERCHANT_JOIN', code: '', content, sentAt: Date.now() };
    const list = await this.outbox(mobile);
    await this.store.set(
      outboxKey(mobile),
      JSON.stringify([entry, ...list].slice(0, OUTBOX_KEEP)),
      OUTBOX_TTL_MS,
    );
    this.log(`[sms:console] ${mobile} notice ${content}`);
  }

  /** Messages sent to a mobile, latest first. */
  async outbox(mobile: string): Promise<SmsOutboxEntry[]> {
    const raw = await this.store.get(outboxKey(mobile));
    return raw ? (JSON.parse(raw) as SmsOutboxEntry[]) : [];
  }
}

/** Alibaba Cloud refuses a template variable longer than this (通知类模板: each variable ≤ 35 characters). */
const ALIYUN_VARIABLE_MAX = 35;

/**
 * What a notice's text says, as the notice template's one variable: without the sign (the gateway adds the
 * 签名 itself) and without the link tail (links are the template's own words, never a variable), cut to the
 * gateway's variable length. `【工业品商城】审批：请审批采购申请 PR…，详情：https://…` → `审批：请审批采购申请 PR…`.
 */
export function aliyunNoticeParam(text: string): string {
  const said = text
    .replace(/^【[^】]{1,12}】/, '')
    .replace(/[，,]\s*详情[:：]\s*\S*$/, '')
    .trim();
  return said.length > ALIYUN_VARIABLE_MAX ? `${said.slice(0, ALIYUN_VARIABLE_MAX - 1)}…` : said;
}

/**
 * Alibaba Cloud SMS (dysmsapi SendSms, RPC signature v1). The code template takes a `code` variable; the
 * notice template (ALIYUN_SMS_NOTICE_TEMPLATE_CODE, approved as 通知短信, e.g. "您有一条新通知：${content}，请登录
 * 工业品商城查看。") takes `content`.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  constructor(
    private readonly opts: {
      endpoint: string;
      credentials: AliyunCredentials;
      signName: string;
      templateCode: string;
      /** The approved notice template; without one, notices are refused (and the delivery log says why). */
      noticeTemplateCode?: string;
    },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.sendSms(message.mobile, this.opts.templateCode, { code: message.code });
  }

  /** A notice through the notice template; refused when none is configured, so callers log why. */
  async notify(mobile: string, content: string): Promise<void> {
    if (!this.opts.noticeTemplateCode)
      throw new Error(
        `aliyun notice template not configured (ALIYUN_SMS_NOTICE_TEMPLATE_CODE); notice to ${mobile} not sent`,
      );
    await this.sendSms(mobile, this.opts.noticeTemplateCode, { content: aliyunNoticeParam(content) });
  }

  private async sendSms(mobile: string, templateCode: string, param: Record<string, string>) {
    const answer = await callAliyunRpc<{ Code?: string; Message?: string }>({
      endpoint: this.opts.endpoint,
      action: 'SendSms',
      version: '2017-05-25',
      credentials: this.opts.credentials,
      params: {
        PhoneNumbers: mobile,
        SignName: this.opts.signName,
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(param),
      },
    });
    if (answer.Code !== 'OK')
      throw new Error(`aliyun SendSms refused: ${answer.Code} ${answer.Message ?? ''}`);
  }
}
