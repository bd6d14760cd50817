import { Button, Form, Input, type InputProps } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_CODE, MOBILE_RE } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { filledRule, requiredRule } from '@/lib/form-rules';
import { login, sendLoginSms } from '../api/auth-api';
import { authCopy } from '../copy';
import { completeLogin } from '../lib/complete-login';
import { fieldOfError, reasonUnderField } from '../lib/server-error';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import './auth.css';

type Mode = 'password' | 'sms_code';
type Values = { username?: string; password?: string; mobile?: string; code?: string };
const PASSWORD_FIELDS: Partial<Record<number, keyof Values>> = {
  [AUTH_CODE.USER_NOT_FOUND]: 'username',
  [AUTH_CODE.DISABLED]: 'username',
};
const SMS_FIELDS: Partial<Record<number, keyof Values>> = {
  [AUTH_CODE.USER_NOT_FOUND]: 'mobile',
  [AUTH_CODE.DISABLED]: 'mobile',
};

/**
 * The login form, shared by the popup and the /login page: password and SMS modes switched
 * by a link; submit validates, runs the captcha, then logs in. Login failures are silent (no toast) but the
 * server's reason is shown under its field.
 */
export function LoginForm({ onSuccess, onLeave }: { onSuccess: () => void; onLeave?: () => void }) {
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('password');
  const captcha = useCaptcha();
  const msg = authCopy.msg;

  const switchMode = () => {
    form.resetFields();
    setMode((m) => (m === 'password' ? 'sms_code' : 'password'));
  };

  const sendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = String(form.getFieldValue('mobile')).trim();
    try {
      await sendLoginSms(mobile);
      return true;
    } catch (error) {
      const field = fieldOfError(error, {}, 'mobile');
      if (field) form.setFields([field]);
      return false;
    }
  };

  // Swallowed as the spec says; the reason goes under its field.
  const signIn = useAction(
    (values: Values) => {
      const byPassword = mode === 'password';
      const fields = byPassword ? PASSWORD_FIELDS : SMS_FIELDS;
      return reasonUnderField(form, fields, byPassword ? 'password' : 'code', async () => {
        const account = (byPassword ? values.username : values.mobile)?.trim() ?? '';
        if (!(await captcha.verify(account))) return false;
        const info = byPassword
          ? await login({ grant_type: 'password', username: account, password: values.password ?? '' })
          : await login({ grant_type: 'sms_code', mobile: account, code: values.code?.trim() ?? '' });
        await completeLogin(info);
        return true;
      });
    },
    { onSuccess: (done) => done && onSuccess() },
  );

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await signIn.run(values);
  };

  return (
    <Form form={form} className="auth-form" size="large" onFinish={() => void submit()} autoComplete="on">
      <div className="auth-mode-link">
        <Button type="link" size="small" onClick={switchMode}>
          {mode === 'password' ? authCopy.toSmsMode : authCopy.toPasswordMode}
        </Button>
      </div>
      {mode === 'password' ? (
        <>
          <Form.Item name="username" rules={[filledRule(msg.USERNAME_REQUIRED)]}>
            <LoginInput
              icon={<UserOutlined />}
              label={authCopy.usernamePlaceholder}
              autoComplete="username"
              maxLength={64}
            />
          </Form.Item>
          <Form.Item name="password" rules={[requiredRule(msg.PASSWORD_REQUIRED)]}>
            <LoginInput
              password
              icon={<LockOutlined />}
              label={authCopy.passwordPlaceholder}
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="mobile"
            rules={[filledRule(msg.MOBILE_REQUIRED), { pattern: MOBILE_RE, message: msg.MOBILE_INVALID }]}
          >
            <LoginInput
              icon={<MobileOutlined />}
              label={authCopy.mobilePlaceholder}
              autoComplete="tel"
              maxLength={11}
            />
          </Form.Item>
          <Form.Item>
            <div className="sms-code-row">
              <Form.Item name="code" noStyle rules={[filledRule(msg.CODE_REQUIRED)]}>
                <LoginInput
                  icon={<SafetyOutlined />}
                  label={authCopy.codePlaceholder}
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              </Form.Item>
              <SmsCodeButton send={sendCode} />
            </div>
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={signIn.isPending} disabled={!captcha.ready}>
        {captcha.ready ? authCopy.submit : authCopy.initializing}
      </Button>
      <div className="auth-links">
        <Link to={paths.register.getHref()} onClick={onLeave}>
          {authCopy.register}
        </Link>
        <Link to={paths.resetPassword.getHref()} onClick={onLeave}>
          {authCopy.forgot}
        </Link>
      </div>
      {captcha.holder}
    </Form>
  );
}

/** A login field: its icon, its placeholder (also its accessible name); Form.Item's value and events pass on. */
function LoginInput({
  icon,
  label,
  password,
  ...rest
}: InputProps & { icon: ReactNode; label: string; password?: boolean }) {
  const Field = password ? Input.Password : Input;
  return <Field {...rest} prefix={icon} placeholder={label} aria-label={label} />;
}
