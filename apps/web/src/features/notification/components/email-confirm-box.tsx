import { Alert, Button, Descriptions, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from '@/lib/dayjs';
import { RequestError } from '@/lib/request';
import { notificationCopy as c } from '@/locales/zh-CN-notification';
import { emailQueryOptions, useConfirmEmail, useEmailConfirm } from '../api/email';

/** Why a link can't be used, in the server's words (used, expired, superseded, someone else's …). */
const refusal = (error: unknown) =>
  error instanceof RequestError ? (error.status === 404 ? c.confirmInvalid : error.message) : c.confirmFailed;

/**
 * What a confirmation mail's link (通知设置 with `confirm=<token>`) is about: opening it only shows the account
 * and address (mail scanners follow links); one click confirms it as the 接收邮箱.
 */
export function EmailConfirmBox({ token, onDone }: { token: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { data, error } = useEmailConfirm(token);
  const confirm = useConfirmEmail(token);
  const close = <Button onClick={onDone}>{c.confirmClose}</Button>;
  if (confirm.data)
    return (
      <Alert
        type="success"
        showIcon
        title={c.confirmDone}
        description={c.confirmDoneHint(confirm.data.email)}
        action={close}
      />
    );
  if (error || confirm.error)
    return (
      <Alert
        type="warning"
        showIcon
        title={c.confirmUnusable}
        description={refusal(confirm.error ?? error)}
        action={close}
      />
    );
  if (!data) return null;
  return (
    <Alert
      type="info"
      title={c.confirmTitle}
      description={
        <Space orientation="vertical" size={8}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={c.confirmAccount}>{data.username}</Descriptions.Item>
            <Descriptions.Item label={c.confirmEmail}>{data.email}</Descriptions.Item>
          </Descriptions>
          <span className="hint">{c.confirmExpires(dayjs(data.expiresAt).format('YYYY-MM-DD HH:mm'))}</span>
          <Button
            type="primary"
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () =>
                  void queryClient.invalidateQueries({ queryKey: emailQueryOptions().queryKey }),
              })
            }
          >
            {c.confirmButton}
          </Button>
        </Space>
      }
    />
  );
}
