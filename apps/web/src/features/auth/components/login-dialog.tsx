import { Modal } from 'antd';
import { authCopy } from '../copy';
import { LoginForm } from './login-form';

/** The popup itself: loaded the first time `openLogin` asks for it (see LoginModalHost). */
export default function LoginDialog({
  open,
  onCancel,
  onSuccess,
}: {
  open: boolean;
  onCancel: () => void;
  onSuccess: () => void;
}) {
  return (
    <Modal
      open={open}
      title={authCopy.loginTitle}
      footer={null}
      width={400}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
      closable={{ 'aria-label': authCopy.close }}
    >
      <LoginForm onSuccess={onSuccess} onLeave={onCancel} />
    </Modal>
  );
}
