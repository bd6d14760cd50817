import { createHmac } from 'node:crypto';
import { ROBOT_PLATFORMS, type RobotPlatform } from '@mall/shared';
import type { RenderedMessage } from '../delivery/delivery.table';
import { ChannelError } from '../delivery';

const TIMEOUT_MS = 10_000;

/** The hosts each platform's webhooks live on (production accepts no other: a robot URL is never an SSRF door). */
export const PLATFORM_HOSTS: Record<RobotPlatform, readonly string[]> = {
  wecom: ['qyapi.weixin.qq.com'],
  dingtalk: ['oapi.dingtalk.com'],
  feishu: ['open.feishu.cn', 'open.larksuite.com'],
};

/**
 * 钉钉 custom robot 加签: HMAC-SHA256 keyed with the secret over `timestamp + "\n" + secret` (timestamp in ms),
 * base64, sent URL-encoded as the `timestamp` and `sign` query parameters.
 * https://open.dingtalk.com/document/robots/customize-robot-security-settings
 */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`, 'utf8').digest('base64');
}

/**
 * 飞书 custom bot 签名校验: HMAC-SHA256 keyed with `timestamp + "\n" + secret` (timestamp in seconds) over an
 * empty message, base64, sent in the JSON body as `timestamp` and `sign`.
 * https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot
 */
export function feishuSign(secret: string, timestampSec: number): string {
  return createHmac('sha256', `${timestampSec}\n${secret}`).update('', 'utf8').digest('base64');
}

/** The request a platform's robot takes for one message (its markdown or card form, signed when a secret is set). */
function robotRequest(
  platform: RobotPlatform,
  webhookUrl: string,
  secret: string,
  m: RenderedMessage,
  now: Date,
): { url: string; body: object } {
  switch (platform) {
    // 企业微信群机器人: the key in the URL is the credential; markdown msgtype.
    // https://developer.work.weixin.qq.com/document/path/91770
    case 'wecom':
      return { url: webhookUrl, body: { msgtype: 'markdown', markdown: { content: m.markdown } } };
    case 'dingtalk': {
      const url = new URL(webhookUrl);
      if (secret) {
        const ts = now.getTime();
        url.searchParams.set('timestamp', String(ts));
        url.searchParams.set('sign', dingtalkSign(secret, ts));
      }
      return {
        url: url.toString(),
        body: { msgtype: 'markdown', markdown: { title: m.subject, text: m.markdown } },
      };
    }
    case 'feishu': {
      const ts = Math.floor(now.getTime() / 1000);
      const card = {
        header: { title: { tag: 'plain_text', content: m.subject }, template: 'blue' },
        elements: [{ tag: 'markdown', content: m.markdown }],
      };
      const signed = secret ? { timestamp: String(ts), sign: feishuSign(secret, ts) } : {};
      return { url: webhookUrl, body: { ...signed, msg_type: 'interactive', card } };
    }
  }
}

/**
 * Posts one message to a robot. A non-2xx answer, no answer, or a 2xx whose errcode (企业微信, 钉钉) or code
 * (飞书) is not 0 is a failure, thrown with the platform's own message.
 */
export async function postToRobot(
  platform: RobotPlatform,
  webhookUrl: string,
  secret: string,
  message: RenderedMessage,
  opts: { now: Date; fetch?: typeof fetch },
): Promise<void> {
  const { url, body } = robotRequest(platform, webhookUrl, secret, message, opts.now);
  const who = ROBOT_PLATFORMS[platform];
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') throw new ChannelError(`${who}：${TIMEOUT_MS / 1000} 秒内没有应答`);
    throw new ChannelError(`${who}：连接失败（${e.cause?.code ?? e.message}）`);
  }
  const text = await res.text();
  if (!res.ok) throw new ChannelError(`${who}：HTTP ${res.status}${text ? ` ${text.slice(0, 120)}` : ''}`);
  let answer: {
    errcode?: number;
    errmsg?: string;
    code?: number;
    msg?: string;
    StatusCode?: number;
    StatusMessage?: string;
  };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new ChannelError(`${who}：应答不是 JSON（${text.slice(0, 80)}）`);
  }
  const code = answer.errcode ?? answer.code ?? answer.StatusCode ?? 0;
  if (code !== 0)
    throw new ChannelError(
      `${who}：${code} ${answer.errmsg ?? answer.msg ?? answer.StatusMessage ?? ''}`.trim(),
    );
}
