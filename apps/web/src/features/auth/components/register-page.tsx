import { Checkbox, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AUTH_CODE, AUTH_MSG } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { register } from '../api/auth-api';
import { authCopy } from '../copy';
import { completeLogin } from '../lib/complete-login';
import { reasonUnderField } from '../lib/server-error';
import { usernameRules } from './password-rules';
import { NewPasswordItems, SmsAuthForm } from './sms-auth-form';
import { useCaptcha } from './use-captcha';

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
    <SmsAuthForm
      title={authCopy.registerTitle}
      form={form}
      captcha={captcha}
      purpose="WEB_REGISTER"
      serverFields={SERVER_FIELDS}
      onFinish={(v) => void submit.run(v)}
      pending={submit.isPending}
      submitLabel={authCopy.registerSubmit}
      requiredMark
      links={
        <span>
          {authCopy.haveAccount}
          <Link to={paths.login.getHref()}>{authCopy.goLogin}</Link>
        </span>
      }
    >
      <Form.Item
        label={authCopy.usernameLabel}
        name="username"
        rules={usernameRules}
        extra={authCopy.usernameRule}
      >
        <Input placeholder={authCopy.usernameRule} maxLength={20} autoComplete="username" />
      </Form.Item>
      <NewPasswordItems label={authCopy.passwordLabel} usernameField="username" />
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
    </SmsAuthForm>
  );
}
