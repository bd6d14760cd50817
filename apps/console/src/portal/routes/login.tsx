import { Button, Card, Form, Input, Tabs, Typography } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useAction } from '@mall/client-kit';
import { LoginScreen, useLoginDone } from '@/components/login-screen';
import { LoginForm } from '@/features/auth/components/login-form';
import { t } from '@/locales/zh-CN';
import { portalLogin, portalSetup } from '../api';

type SetupValues = { mobile: string; code: string; password: string };

/** /merchant/login: 账号登录 (the console's login form on the portal's call) or 首次开通 with the approval SMS's code. */
export default function PortalLoginRoute() {
  const done = useLoginDone();
  const setup = useAction((v: SetupValues) => portalSetup(v), { onSuccess: done });
  return (
    <LoginScreen>
      <Card style={{ width: 400 }}>
        <Typography.Title level={4} style={{ textAlign: 'center', marginBottom: 16 }}>
          {t.app.name} · {t.portal.loginTitle}
        </Typography.Title>
        <Tabs
          centered
          items={[
            {
              key: 'login',
              label: t.portal.loginTab,
              children: (
                <LoginForm bare login={portalLogin} usernameLabel={t.portal.username} onDone={done} />
              ),
            },
            {
              key: 'setup',
              label: t.portal.setupTab,
              children: (
                <Form<SetupValues>
                  name="portal-setup"
                  layout="vertical"
                  onFinish={(v) => void setup.run(v)}
                  requiredMark={false}
                >
                  <Typography.Paragraph type="secondary">{t.portal.setupHelp}</Typography.Paragraph>
                  <Form.Item
                    name="mobile"
                    label={t.portal.mobile}
                    rules={[{ required: true, pattern: /^1\d{10}$/ }]}
                  >
                    <Input prefix={<MobileOutlined />} size="large" maxLength={11} />
                  </Form.Item>
                  <Form.Item
                    name="code"
                    label={t.portal.code}
                    rules={[{ required: true, pattern: /^\d{6}$/, message: t.portal.codeRequired }]}
                  >
                    <Input size="large" maxLength={6} />
                  </Form.Item>
                  <Form.Item
                    name="password"
                    label={t.portal.newPassword}
                    rules={[{ required: true, min: 8 }]}
                  >
                    <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block size="large" loading={setup.isPending}>
                    {t.portal.setupSubmit}
                  </Button>
                </Form>
              ),
            },
          ]}
        />
      </Card>
    </LoginScreen>
  );
}
