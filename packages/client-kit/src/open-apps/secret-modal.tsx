import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { OpenAppWithSecret } from '@mall/shared';

/** The dialog's words, from each page's own locale. */
export type OpenAppSecretCopy = {
  title: string;
  warning: string;
  clientId: string;
  clientSecret: string;
  done: string;
};

/**
 * 请立即保存密钥: the app's id and its new secret after 创建 or 更换密钥. The secret is stored hashed and never
 * shown again, so the dialog closes only by its button (no ×, no Esc, no click beside it).
 */
export function OpenAppSecretModal({
  shown,
  copy: s,
  onClose,
}: {
  shown: OpenAppWithSecret | null;
  copy: OpenAppSecretCopy;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      title={s.title}
      width={560}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {s.done}
        </Button>
      }
    >
      {shown && (
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={s.warning} />
          <Descriptions bordered size="small" column={1} styles={{ label: { width: 120 } }}>
            <Descriptions.Item label={s.clientId}>
              <Typography.Text code copyable data-testid="open-app-client-id">
                {shown.app.clientId}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={s.clientSecret}>
              <Typography.Text code copyable data-testid="open-app-secret" style={{ wordBreak: 'break-all' }}>
                {shown.clientSecret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
