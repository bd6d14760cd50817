import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useAction, useCaptcha } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { captchaClient, login as operatorLogin } from '../api/auth';

type Values = { username: string; password: string };

/**
 * The login card: the form, then the captcha for the username, then the login; calls onDone. The console's
 * operator login by default; the merchant portal passes its own `login`, labels and `bare` (inside its tabs).
 */
export function LoginForm({
  onDone,
  login = operatorLogin,
  usernameLabel = t.auth.username,
  bare = false,
}: {
  onDone: () => void;
  login?: (values: Values) => Promise<void>;
  usernameLabel?: string;
  bare?: boolean;
}) {
  const captcha = useCaptcha(captchaClient);
  // A refusal (账号或密码错误 …) was shown by the request layer.
  const signIn = useAction(
    async (values: Values) => {
      if (!(await captcha.verify(values.username.trim()))) return false;
      await login(values);
      return true;
    },
    { onSuccess: (done) => done && onDone() },
  );
  const busy = signIn.isPending;
  const form = (
    <>
      <Form<Values>
        name={bare ? 'portal-login' : undefined}
        layout="vertical"
        onFinish={(values) => void signIn.run(values)}
        requiredMark={false}
      >
        <Form.Item
          name="username"
          label={usernameLabel}
          rules={[{ required: true, whitespace: true, message: t.auth.usernameRequired }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.auth.password}
          rules={[{ required: true, message: t.auth.passwordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={!captcha.ready}>
          {captcha.ready ? t.auth.submit : t.auth.initializing}
        </Button>
      </Form>
      {captcha.holder}
    </>
  );
  if (bare) return form;
  return (
    <Card style={{ width: 380 }}>
      <Typography.Title level={4} style={{ textAlign: 'center', marginBottom: 24 }}>
        {t.app.name} · {t.auth.title}
      </Typography.Title>
      {form}
    </Card>
  );
}
