import type { ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { MOBILE_PATTERN, type MerchantApplication } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { sendMerchantSms, verifyMerchantMobile } from '../api/merchant-api';

const c = biddingCopy.merchant;

/** What the auth feature lends this page (composed in app/): the captcha step and the SMS code button. */
export type MerchantAuthParts = {
  captcha: { ready: boolean; verify: (userInfo: string) => Promise<boolean>; holder: ReactNode };
  codeButton: (send: () => Promise<boolean>) => ReactNode;
};

/** Step 1: the applicant's mobile and its SMS code (captcha first); the server answers with the session. */
export function MobileStep({
  parts,
  onVerified,
}: {
  parts: MerchantAuthParts;
  onVerified: (s: { token: string; application: MerchantApplication | null }) => void;
}) {
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const { captcha } = parts;
  const verify = useAction((v: { mobile: string; code: string }) => verifyMerchantMobile(v.mobile, v.code), {
    onSuccess: onVerified,
  });

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = form.getFieldValue('mobile') as string;
    if (!(await captcha.verify(mobile))) return false;
    try {
      await sendMerchantSms(mobile);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Form
      form={form}
      className="mall-merchant-mobile"
      labelCol={{ flex: '110px' }}
      onFinish={(v) => void verify.run(v)}
    >
      <p className="hint">{c.lookupHint}</p>
      <Form.Item
        name="mobile"
        label={c.mobile}
        rules={[
          { required: true, message: c.required(c.mobile) },
          { pattern: MOBILE_PATTERN, message: biddingCopy.bidding.mobileInvalid },
        ]}
      >
        <Input placeholder={c.mobilePlaceholder} maxLength={11} />
      </Form.Item>
      <Form.Item label={c.code} required>
        <div className="code-row">
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\d{6}$/, message: c.codePlaceholder }]}
          >
            <Input placeholder={c.codePlaceholder} maxLength={6} aria-label={c.code} />
          </Form.Item>
          {parts.codeButton(sendCode)}
        </div>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={verify.isPending || !captcha.ready} block>
          {c.verify}
        </Button>
      </Form.Item>
      {captcha.holder}
    </Form>
  );
}
