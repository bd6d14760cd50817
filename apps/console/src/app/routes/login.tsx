import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login: after signing in, back to where the operator was sent from (console paths only). */
export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = search.get('redirect');
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1661ab 0%, #0b3a6b 100%)',
      }}
    >
      <LoginForm
        onDone={() => {
          queryClient.clear();
          navigate(target, { replace: true });
        }}
      />
    </div>
  );
}
