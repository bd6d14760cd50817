import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { authCopy } from '../copy';
import { safeRedirect } from '../lib/complete-login';
import { LoginForm } from './login-form';
import './auth.css';

/** /login: the same two modes on a full page; after success go to the `redirect` query (path and search). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  return (
    <div className="auth-page">
      <Card className="auth-card" title={authCopy.loginTitle}>
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      </Card>
    </div>
  );
}
