import { LoginScreen, useLoginDone } from '@/components/login-screen';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login: after signing in, back to where the operator was sent from (console paths only). */
export default function LoginRoute() {
  const done = useLoginDone();
  return (
    <LoginScreen>
      <LoginForm onDone={done} />
    </LoginScreen>
  );
}
