import { useState, type ComponentProps } from 'react';
import { Alert, Button, Form, Input, Modal, Result, Space, Steps } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MOBILE_PATTERN } from '@mall/shared';
import { FormModal, useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { requiredRule } from '@/lib/form-rules';
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
import { CentrePanel } from '@/components/centre-panel';

const s = centreCopy.centre.security;
const CODE_RULES = [requiredRule(s.codeRequired), { pattern: /^\d{6}$/, message: s.codeInvalid }];

function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  // A refusal (原密码不正确 …) was shown by the request layer; the dialog stays open.
  const save = async (values: { oldPassword: string; password: string; confirmPassword: string }) => {
    await modifyPassword(values);
    toast.success(s.passwordSaved);
    // A sub-account's first change lifts the refusal: everything the buyer sees may load now.
    if (userStore.getState().mustChangePassword) {
      userStore.setMustChangePassword(false);
      void queryClient.invalidateQueries();
    }
  };
  return (
    <FormModal open={open} title={s.changePassword} onSubmit={save} onClose={onClose}>
      <Form.Item name="oldPassword" label={s.oldPassword} rules={[requiredRule(s.oldPasswordRequired)]}>
        <Input.Password autoComplete="current-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="password"
        label={s.newPassword}
        extra={s.newPasswordHint}
        rules={[requiredRule(s.newPasswordRequired)]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={s.confirmPassword}
        dependencies={['password']}
        rules={[
          requiredRule(s.confirmRequired),
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
    </FormModal>
  );
}

/** The SMS code's box with the button that sends it (`send`: whether a code went out). */
function CodeField({ send }: { send: ComponentProps<typeof CodeButton>['send'] }) {
  return (
    <Form.Item label={s.code} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={CODE_RULES}>
          <Input placeholder={s.code} maxLength={6} aria-label={s.code} />
        </Form.Item>
        <CodeButton send={send} />
      </Space.Compact>
    </Form.Item>
  );
}

/** Phone change: the old phone's WEB_VERIFY_OLD_PHONE code, then the new phone and its own code. */
function PhoneModal({ open, masked, onClose }: { open: boolean; masked: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [oldForm] = Form.useForm<{ code: string }>();
  const [newForm] = Form.useForm<{ mobile: string; code: string }>();

  const close = () => {
    setStep(0);
    onClose();
  };
  const verifyOld = useAction(verifyOldPhone, { onSuccess: () => setStep(1) });
  const bindNew = useAction((v: { mobile: string; code: string }) => modifyPhone(v.mobile, v.code), {
    onSuccess: (saved) => {
      queryClient.setQueryData(centreKeys.profile, saved);
      toast.success(s.phoneChanged);
      setStep(2);
    },
  });
  const busy = verifyOld.isPending || bindNew.isPending;

  return (
    <Modal open={open} title={s.changePhone} footer={null} onCancel={close} destroyOnHidden width={520}>
      <Steps
        size="small"
        current={step}
        items={s.phoneSteps.map((title) => ({ title }))}
        style={{ margin: '8px 0 24px' }}
      />
      {step === 0 && (
        <Form form={oldForm} layout="vertical" onFinish={(v) => void verifyOld.run(v.code)}>
          <p>{s.oldPhoneCodeTo(masked)}</p>
          <CodeField send={() => sendAccountSms('WEB_VERIFY_OLD_PHONE')} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {s.next}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={newForm} layout="vertical" onFinish={(v) => void bindNew.run(v)}>
          <Form.Item
            name="mobile"
            label={s.newMobile}
            rules={[requiredRule(s.newMobileRequired), { pattern: MOBILE_PATTERN, message: s.mobileInvalid }]}
          >
            <Input maxLength={11} placeholder={s.newMobileRequired} />
          </Form.Item>
          <CodeField
            send={async () => {
              const mobile = await newForm.validateFields(['mobile']).then(
                (v) => v.mobile,
                () => null,
              );
              return mobile ? sendAccountSms('WEB_VERIFY_NEW_PHONE', mobile) : false;
            }}
          />
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
    <CentrePanel headingId="centre-security-title" title={s.title}>
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
    </CentrePanel>
  );
}
