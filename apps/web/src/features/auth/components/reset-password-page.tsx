import { Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AUTH_CODE } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/auth-api';
import { authCopy } from '../copy';
import { reasonUnderField } from '../lib/server-error';
import { NewPasswordItems, SmsAuthForm } from './sms-auth-form';
import { useCaptcha } from './use-captcha';

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
    <SmsAuthForm
      title={authCopy.resetTitle}
      form={form}
      captcha={captcha}
      purpose="WEB_RESET_PWD"
      serverFields={SERVER_FIELDS}
      onFinish={(v) => void submit.run(v)}
      pending={submit.isPending}
      submitLabel={authCopy.resetSubmit}
      links={<Link to={paths.login.getHref()}>{authCopy.backToLogin}</Link>}
    >
      <NewPasswordItems label={authCopy.newPasswordLabel} />
    </SmsAuthForm>
  );
}
