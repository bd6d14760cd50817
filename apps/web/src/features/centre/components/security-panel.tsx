import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result, Space, Steps } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MOBILE_PATTERN } from '@mall/shared';
import { toast } from '@/lib/toast';
import { userStore, useUserStore } from '@/lib/user-store';
import { centreCopy } from '@/locales/zh-CN-centre';
import {
  centreKeys,
  modifyPassword,
  modifyPhone,
  sendAccountSms,
  useProfile,
  verifyOldPhone,
} from '../api/centre-api';
import { CodeButton } from './code-button';

const s = centreCopy.centre.security;
const CODE_RULES = [
  { required: true, message: s.codeRequired },
  { pattern: /^\d{6}$/, message: s.codeInvalid },
];

function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ oldPassword: string; password: string; confirmPassword: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await modifyPassword(values);
      toast.success(s.passwordSaved);
      // A sub-account's first change lifts the refusal: everything the buyer sees may load now.
      if (userStore.getState().mustChangePassword) {
        userStore.setMustChangePassword(false);
        void queryClient.invalidateQueries();
      }
      onClose();
    } catch {
      // the request layer showed the reason (原密码不正确 …)
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={s.changePassword}
      okText={s.ok}
      cancelText={s.cancel}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="oldPassword"
          label={s.oldPassword}
          rules={[{ required: true, message: s.oldPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="password"
          label={s.newPassword}
          extra={s.newPasswordHint}
          rules={[{ required: true, message: s.newPasswordRequired }]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={s.confirmPassword}
          dependencies={['password']}
          rules={[
            { required: true, message: s.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(s.confirmMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Phone change: the old phone's WEB_VERIFY_OLD_PHONE code, then the new phone and its own code. */
function PhoneModal({ open, masked, onClose }: { open: boolean; masked: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [oldForm] = Form.useForm<{ code: string }>();
  const [newForm] = Form.useForm<{ mobile: string; code: string }>();

  const close = () => {
    setStep(0);
    onClose();
  };
  const verifyOld = async () => {
    const { code } = await oldForm.validateFields();
    setBusy(true);
    try {
      await verifyOldPhone(code);
      setStep(1);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  const bindNew = async () => {
    const { mobile, code } = await newForm.validateFields();
    setBusy(true);
    try {
      const saved = await modifyPhone(mobile, code);
      queryClient.setQueryData(centreKeys.profile, saved);
      toast.success(s.phoneChanged);
      setStep(2);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={s.changePhone} footer={null} onCancel={close} destroyOnHidden width={520}>
      <Steps
        size="small"
        current={step}
        items={s.phoneSteps.map((title) => ({ title }))}
        style={{ margin: '8px 0 24px' }}
      />
      {step === 0 && (
        <Form form={oldForm} layout="vertical" onFinish={() => void verifyOld()}>
          <p>{s.oldPhoneCodeTo(masked)}</p>
          <Form.Item label={s.code} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={CODE_RULES}>
                <Input placeholder={s.code} maxLength={6} aria-label={s.code} />
              </Form.Item>
              <CodeButton send={() => sendAccountSms('WEB_VERIFY_OLD_PHONE')} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {s.next}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={newForm} layout="vertical" onFinish={() => void bindNew()}>
          <Form.Item
            name="mobile"
            label={s.newMobile}
            rules={[
              { required: true, message: s.newMobileRequired },
              { pattern: MOBILE_PATTERN, message: s.mobileInvalid },
            ]}
          >
            <Input maxLength={11} placeholder={s.newMobileRequired} />
          </Form.Item>
          <Form.Item label={s.code} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={CODE_RULES}>
                <Input placeholder={s.code} maxLength={6} aria-label={s.code} />
              </Form.Item>
              <CodeButton
                send={async () => {
                  const { mobile } = await newForm.validateFields(['mobile']);
                  return sendAccountSms('WEB_VERIFY_NEW_PHONE', mobile);
                }}
              />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {s.confirmPhone}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={s.phoneChanged}
          extra={
            <Button type="primary" onClick={close}>
              {s.done}
            </Button>
          }
        />
      )}
    </Modal>
  );
}

/** Account security: change the password, change the bound phone. */
export function SecurityPanel() {
  const { data: profile } = useProfile();
  const mustChange = useUserStore((state) => state.mustChangePassword);
  // A sub-account sent here at first login finds the password dialog already open.
  const [open, setOpen] = useState<'password' | 'phone' | null>(() =>
    userStore.getState().mustChangePassword ? 'password' : null,
  );
  return (
    <section className="mall-centre-panel" aria-labelledby="centre-security-title">
      <h2 id="centre-security-title">{s.title}</h2>
      {mustChange && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="mall-security-notice"
          title={s.firstLoginTitle}
          description={s.firstLoginBody}
          action={
            <Button type="primary" size="small" onClick={() => setOpen('password')}>
              {s.firstLoginAction}
            </Button>
          }
        />
      )}
      <div className="mall-security-row">
        <span className="label">
          <LockOutlined /> {s.password}
        </span>
        <span className="desc">{s.passwordDesc}</span>
        <Button onClick={() => setOpen('password')}>{s.changePassword}</Button>
      </div>
      <div className="mall-security-row">
        <span className="label">
          <MobileOutlined /> {s.phone}
        </span>
        <span className="desc">{s.phoneDesc(profile?.maskedMobile ?? '')}</span>
        <Button onClick={() => setOpen('phone')}>{s.changePhone}</Button>
      </div>
      <PasswordModal open={open === 'password'} onClose={() => setOpen(null)} />
      <PhoneModal
        open={open === 'phone'}
        masked={profile?.maskedMobile ?? ''}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
