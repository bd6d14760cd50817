import { Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { AUTH_CODE, AUTH_MSG } from '@mall/shared';
import { paths } from '@/config/paths';
import { register } from '../api/auth-api';
import { authCopy } from '../copy';
import { completeLogin } from '../lib/complete-login';
import { usernameRules } from './password-rules';
import { NewPasswordItems, SmsAuthForm, useSmsAuthPage } from './sms-auth-form';

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
  const page = useSmsAuthPage<Values>({
    serverFields: SERVER_FIELDS,
    fallback: 'code',
    send: async (values, captcha) => {
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
    },
    doneText: authCopy.registered,
    next: paths.home.getHref(),
  });

  return (
    <SmsAuthForm
      {...page}
      title={authCopy.registerTitle}
      purpose="WEB_REGISTER"
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
