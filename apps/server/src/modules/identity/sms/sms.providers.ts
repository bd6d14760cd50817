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

/** Alibaba Cloud SMS (dysmsapi SendSms, RPC signature v1). The template takes a `code` variable. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  constructor(
    private readonly opts: {
      endpoint: string;
      credentials: AliyunCredentials;
      signName: string;
      templateCode: string;
    },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const answer = await callAliyunRpc<{ Code?: string; Message?: string }>({
      endpoint: this.opts.endpoint,
      action: 'SendSms',
      version: '2017-05-25',
      credentials: this.opts.credentials,
      params: {
        PhoneNumbers: message.mobile,
        SignName: this.opts.signName,
        TemplateCode: this.opts.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
      },
    });
    if (answer.Code !== 'OK')
      throw new Error(`aliyun SendSms refused: ${answer.Code} ${answer.Message ?? ''}`);
  }

  /** Notifications need their own approved template (not configured yet): refused, so callers log it. */
  async notify(mobile: string): Promise<void> {
    throw new Error(`aliyun notification template not configured; notice to ${mobile} not sent`);
  }
}
