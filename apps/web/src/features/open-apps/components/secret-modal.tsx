import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { OpenAppWithSecret } from '@mall/shared';
import { openAppsCopy } from '@/locales/zh-CN-open-apps';

const s = openAppsCopy.secret;

/**
 * 请立即保存密钥: the app's id and its new secret after 创建 or 更换密钥. The secret is stored hashed and never
 * shown again, so the dialog closes only by 我已保存 (no ×, no Esc, no click beside it).
 */
export function SecretModal({ shown, onClose }: { shown: OpenAppWithSecret | null; onClose: () => void }) {
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
          <Alert type="warning" showIcon className="mall-open-apps-alert" title={s.warning} />
          <Descriptions bordered size="small" column={1} styles={{ label: { width: 100 } }}>
            <Descriptions.Item label={s.clientId}>
              <Typography.Text code copyable data-testid="open-app-client-id">
                {shown.app.clientId}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={s.clientSecret}>
              <Typography.Text code copyable data-testid="open-app-secret" className="mall-open-apps-secret">
                {shown.clientSecret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
