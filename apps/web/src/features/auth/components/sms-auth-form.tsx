import { Button, Card, Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { sendNotLoginSms } from '../api/auth-api';
import { authCopy } from '../copy';
import { fieldOfError, reasonUnderField } from '../lib/server-error';
import { codeRules, confirmRules, mobileRules, newPasswordRules } from './password-rules';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import './auth.css';

type Captcha = ReturnType<typeof useCaptcha>;
type MobileCodeValues = { mobile: string; code: string };

/**
 * What an SMS-code page (注册, 找回密码) holds: its form, the captcha, and the submit. `send` calls the server
 * (answering false when it stopped, e.g. at the captcha); a refusal is put under its field (`fallback` for codes
 * `serverFields` does not name); once done, `doneText` is shown and the visitor taken to `next`.
 */
export function useSmsAuthPage<V extends MobileCodeValues>(options: {
  serverFields: Partial<Record<number, keyof V & string>>;
  fallback: keyof V & string;
  send: (values: V, captcha: Captcha) => Promise<unknown>;
  doneText: string;
  next: string;
}) {
  const [form] = Form.useForm();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const { serverFields } = options;
  const submit = useAction(
    (values: V) =>
      reasonUnderField(form, serverFields, options.fallback, () => options.send(values, captcha)),
    {
      onSuccess: (done) => {
        if (done === false) return;
        toast.success(options.doneText);
        navigate(options.next, { replace: true });
      },
    },
  );
  const onFinish = (values: V) => void submit.run(values);
  return { form, captcha, serverFields, onFinish, pending: submit.isPending };
}

/**
 * The card a visitor fills in with a mobile and its SMS code (注册, 找回密码): mobile and code first, the page's
 * own fields, then the submit button (disabled until the captcha is ready) and the page's links. Sending the code
 * passes the captcha first; the server's refusal is put under its field.
 */
export function SmsAuthForm<V extends MobileCodeValues>(props: {
  title: string;
  // Only its mobile is read and its fields marked here.
  form: FormInstance;
  captcha: Captcha;
  purpose: 'WEB_REGISTER' | 'WEB_RESET_PWD';
  serverFields: Partial<Record<number, keyof V & string>>;
  onFinish: (values: V) => void;
  pending: boolean;
  submitLabel: string;
  requiredMark?: boolean;
  links: ReactNode;
  children: ReactNode;
}) {
  const { form, captcha } = props;
  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = (form.getFieldValue('mobile') as string).trim();
    if (!(await captcha.verify(mobile))) return false;
    try {
      await sendNotLoginSms(mobile, props.purpose);
      return true;
    } catch (error) {
      const field = fieldOfError(error, props.serverFields, 'mobile');
      if (field) form.setFields([field]);
      return false;
    }
  };

  return (
    <div className="auth-page">
      <Card className="auth-card auth-card-wide" title={props.title}>
        <Form
          form={form}
          layout="vertical"
          className="auth-form"
          onFinish={props.onFinish}
          requiredMark={props.requiredMark}
        >
          <Form.Item label={authCopy.mobileLabel} name="mobile" rules={mobileRules}>
            <Input placeholder={authCopy.mobilePlaceholder} maxLength={11} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={authCopy.codeLabel} required>
            <div className="sms-code-row">
              <Form.Item name="code" noStyle rules={codeRules}>
                <Input
                  placeholder={authCopy.codePlaceholder}
                  maxLength={6}
                  autoComplete="one-time-code"
                  aria-label={authCopy.codeLabel}
                />
              </Form.Item>
              <SmsCodeButton send={sendCode} />
            </div>
          </Form.Item>
          {props.children}
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={props.pending}
            disabled={!captcha.ready}
          >
            {captcha.ready ? props.submitLabel : authCopy.initializing}
          </Button>
          <div className="auth-links">{props.links}</div>
          {captcha.holder}
        </Form>
      </Card>
    </div>
  );
}

/** A new password (its label, the strength rules, not the username where the form has one) and its repeat. */
export function NewPasswordItems({ label, usernameField }: { label: string; usernameField?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={newPasswordRules(usernameField)}
        extra={authCopy.passwordRule}
      >
        <Input.Password placeholder={authCopy.passwordRule} maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={authCopy.confirmPasswordLabel}
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmRules('password', authCopy.confirmPasswordRequired)}
      >
        <Input.Password
          placeholder={authCopy.confirmPasswordPlaceholder}
          maxLength={20}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
