import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webhookHint } from './robot.service';
import { dingtalkSign, feishuSign } from './robot.platforms';
import { SecretBox } from '../../../lib/secret-box';

describe('secret box', () => {
  const box = new SecretBox('k'.repeat(40));

  it('opens what it sealed, never shows it in the sealed form, and refuses another key or a changed value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (plain) => {
        const sealed = box.seal(plain);
        expect(box.open(sealed)).toBe(plain);
        expect(box.seal(plain)).not.toBe(sealed); // a fresh IV each time
        expect(() => new SecretBox('x'.repeat(40)).open(sealed)).toThrow();
        const [v, iv, tag, body] = sealed.split(':');
        const flipped = Buffer.from(body!, 'base64url');
        flipped[0] = flipped[0]! ^ 1;
        expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
      }),
      { numRuns: 60 },
    );
  });
});

describe('robot signatures', () => {
  // Expected values computed independently with the platforms' Python samples (the commands beside each).
  it('signs 钉钉 with the secret as key over timestamp + "\\n" + secret', () => {
    // python3 -c 'import hmac,hashlib,base64;s=b"this is secret";print(base64.b64encode(hmac.new(s,b"1700000000000\nthis is secret",hashlib.sha256).digest()))'
    expect(dingtalkSign('this is secret', 1_700_000_000_000)).toBe(
      'sSFWELbV2YwjdDQhWZwTcWlX5BWUx5J6TPpsZmuPii0=',
    );
  });

  it('signs 飞书 with timestamp + "\\n" + secret as key over an empty message', () => {
    // python3 -c 'import hmac,hashlib,base64;print(base64.b64encode(hmac.new(b"1700000000\nthis is secret",b"",hashlib.sha256).digest()))'
    expect(feishuSign('this is secret', 1_700_000_000)).toBe('OfGzRzoUICBOoc8wVra1e4A1hPfbZ9zqXozA8CWVUuY=');
  });

  it('masks the tokens of a webhook URL', () => {
    expect(
      webhookHint(
        'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa',
      ),
    ).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a****');
    expect(webhookHint('https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef0123')).toBe(
      'https://open.feishu.cn/open-apis/bot/v2/hook/0123****',
    );
  });
});
