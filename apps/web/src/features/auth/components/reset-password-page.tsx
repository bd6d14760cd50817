import { Link } from 'react-router';
import { AUTH_CODE } from '@mall/shared';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/auth-api';
import { authCopy } from '../copy';
import { NewPasswordItems, SmsAuthForm, useSmsAuthPage } from './sms-auth-form';

type Values = { mobile: string; code: string; password: string; confirmPassword: string };
const SERVER_FIELDS: Partial<Record<number, keyof Values>> = {
  [AUTH_CODE.USER_NOT_FOUND]: 'mobile',
  [AUTH_CODE.WRONG_CODE]: 'code',
};

/** /reset-password: mobile with a WEB_RESET_PWD code and the new password twice; every session is revoked. */
export default function ResetPasswordPage() {
  const page = useSmsAuthPage<Values>({
    serverFields: SERVER_FIELDS,
    fallback: 'password',
    send: (values) =>
      resetPassword({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    doneText: authCopy.resetDone,
    next: paths.login.getHref(),
  });

  return (
    <SmsAuthForm
      {...page}
      title={authCopy.resetTitle}
      purpose="WEB_RESET_PWD"
      submitLabel={authCopy.resetSubmit}
      links={<Link to={paths.login.getHref()}>{authCopy.backToLogin}</Link>}
    >
      <NewPasswordItems label={authCopy.newPasswordLabel} />
    </SmsAuthForm>
  );
}
