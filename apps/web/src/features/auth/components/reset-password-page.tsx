import { Button, Card, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AUTH_CODE } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { resetPassword, sendNotLoginSms } from '../api/auth-api';
import { authCopy } from '../copy';
import { fieldOfError, reasonUnderField } from '../lib/server-error';
import { codeRules, confirmRules, mobileRules, newPasswordRules } from './password-rules';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import './auth.css';

type Values = { mobile: string; code: string; password: string; confirmPassword: string };
const SERVER_FIELDS: Partial<Record<number, keyof Values>> = {
  [AUTH_CODE.USER_NOT_FOUND]: 'mobile',
  [AUTH_CODE.WRONG_CODE]: 'code',
};

/** /reset-password: mobile with a WEB_RESET_PWD code and the new password twice; every session is revoked. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const navigate = useNavigate();

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = form.getFieldValue('mobile').trim();
    if (!(await captcha.verify(mobile))) return false;
    try {
      await sendNotLoginSms(mobile, 'WEB_RESET_PWD');
      return true;
    } catch (error) {
      const field = fieldOfError(error, SERVER_FIELDS, 'mobile');
      if (field) form.setFields([field]);
      return false;
    }
  };

  const submit = useAction(
    (values: Values) =>
      reasonUnderField(form, SERVER_FIELDS, 'password', () =>
        resetPassword({
          mobile: values.mobile.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        }),
      ),
    {
      onSuccess: () => {
        toast.success(authCopy.resetDone);
        navigate(paths.login.getHref(), { replace: true });
      },
    },
  );

  return (
    <div className="auth-page">
      <Card className="auth-card auth-card-wide" title={authCopy.resetTitle}>
        <Form form={form} layout="vertical" className="auth-form" onFinish={(v) => void submit.run(v)}>
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
          <Form.Item
            label={authCopy.newPasswordLabel}
            name="password"
            rules={newPasswordRules()}
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
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={submit.isPending}
            disabled={!captcha.ready}
          >
            {captcha.ready ? authCopy.resetSubmit : authCopy.initializing}
          </Button>
          <div className="auth-links">
            <Link to={paths.login.getHref()}>{authCopy.backToLogin}</Link>
          </div>
          {captcha.holder}
        </Form>
      </Card>
    </div>
  );
}
