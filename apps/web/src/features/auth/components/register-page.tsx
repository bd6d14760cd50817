import { Button, Card, Checkbox, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AUTH_CODE, AUTH_MSG } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { register, sendNotLoginSms } from '../api/auth-api';
import { authCopy } from '../copy';
import { completeLogin } from '../lib/complete-login';
import { fieldOfError, reasonUnderField } from '../lib/server-error';
import { codeRules, confirmRules, mobileRules, newPasswordRules, usernameRules } from './password-rules';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import './auth.css';

type Values = {
  mobile: string;
  code: string;
  username: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  agreement: boolean;
};

const SERVER_FIELDS: Partial<Record<number, keyof Values>> = {
  [AUTH_CODE.USERNAME_TAKEN]: 'username',
  [AUTH_CODE.MOBILE_TAKEN]: 'mobile',
  [AUTH_CODE.USER_NOT_FOUND]: 'mobile',
  [AUTH_CODE.CAPTCHA_REQUIRED]: 'code',
  [AUTH_CODE.WRONG_CODE]: 'code',
};

/** /register: mobile with a WEB_REGISTER code, username, password, company, agreement; signs the buyer in. */
export default function RegisterPage() {
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
      await sendNotLoginSms(mobile, 'WEB_REGISTER');
      return true;
    } catch (error) {
      const field = fieldOfError(error, SERVER_FIELDS, 'mobile');
      if (field) form.setFields([field]);
      return false;
    }
  };

  const submit = useAction(
    (values: Values) =>
      reasonUnderField(form, SERVER_FIELDS, 'code', async () => {
        const mobile = values.mobile.trim();
        if (!(await captcha.verify(mobile))) return false;
        const info = await register({
          mobile,
          code: values.code.trim(),
          username: values.username.trim(),
          password: values.password,
          companyName: values.companyName.trim(),
          agreement: true,
        });
        await completeLogin(info);
        return true;
      }),
    {
      onSuccess: (done) => {
        if (!done) return;
        toast.success(authCopy.registered);
        navigate(paths.home.getHref(), { replace: true });
      },
    },
  );

  return (
    <div className="auth-page">
      <Card className="auth-card auth-card-wide" title={authCopy.registerTitle}>
        <Form
          form={form}
          layout="vertical"
          className="auth-form"
          onFinish={(v) => void submit.run(v)}
          requiredMark
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
          <Form.Item
            label={authCopy.usernameLabel}
            name="username"
            rules={usernameRules}
            extra={authCopy.usernameRule}
          >
            <Input placeholder={authCopy.usernameRule} maxLength={20} autoComplete="username" />
          </Form.Item>
          <Form.Item
            label={authCopy.passwordLabel}
            name="password"
            rules={newPasswordRules('username')}
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
          <Form.Item
            label={authCopy.companyLabel}
            name="companyName"
            rules={[{ required: true, whitespace: true, message: AUTH_MSG.COMPANY_REQUIRED }, { max: 100 }]}
          >
            <Input placeholder={authCopy.companyPlaceholder} maxLength={100} />
          </Form.Item>
          <Form.Item
            name="agreement"
            valuePropName="checked"
            rules={[
              {
                validator: (_, v: boolean) =>
                  v ? Promise.resolve() : Promise.reject(new Error(AUTH_MSG.AGREEMENT_REQUIRED)),
              },
            ]}
          >
            <Checkbox>
              {authCopy.agreementPrefix}
              <Link to={paths.help.getHref('4-3')} target="_blank">
                {authCopy.agreementLink}
              </Link>
            </Checkbox>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={submit.isPending}
            disabled={!captcha.ready}
          >
            {captcha.ready ? authCopy.registerSubmit : authCopy.initializing}
          </Button>
          <div className="auth-links">
            <span>
              {authCopy.haveAccount}
              <Link to={paths.login.getHref()}>{authCopy.goLogin}</Link>
            </span>
          </div>
          {captcha.holder}
        </Form>
      </Card>
    </div>
  );
}
