import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { t } from '@/locales/zh-CN';
import { login } from '../api/auth';

type Values = { username: string; password: string };

/** The operator login card; calls onDone after the tokens are stored. */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await login(values);
      onDone();
    } catch {
      // the request layer showed the server's message (账号或密码错误 …)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ width: 380 }}>
      <Typography.Title level={4} style={{ textAlign: 'center', marginBottom: 24 }}>
        {t.app.name} · {t.auth.title}
      </Typography.Title>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="username"
          label={t.auth.username}
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
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t.auth.submit}
        </Button>
      </Form>
    </Card>
  );
}
