import { useState } from 'react';
import { Button, Card, Input, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAction } from '@mall/client-kit';
import dayjs from '@/lib/dayjs';
import { toast } from '@/lib/toast';
import { notificationCopy as c } from '@/locales/zh-CN-notification';
import { emailQueryOptions, sendEmailConfirmation } from '../api/email';
import { EmailConfirmBox } from './email-confirm-box';

/**
 * 接收邮箱: the address notification mail goes to, and whether it is confirmed. A new address (or the present
 * one, unconfirmed) gets a confirmation mail; mail goes out only once its link is confirmed. The mail's link
 * opens this page with `confirm=<token>` (after sign-in), which shows what it confirms above the card's facts.
 */
export function EmailCard() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const token = search.get('confirm');
  const closeConfirm = () =>
    setSearch(
      (s) => {
        s.delete('confirm');
        return s;
      },
      { replace: true },
    );
  const { data } = useQuery(emailQueryOptions());
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? data?.email ?? '';
  const send = useAction((email: string) => sendEmailConfirmation(email), {
    onSuccess: (answer, email) => {
      queryClient.setQueryData(emailQueryOptions().queryKey, answer);
      setTyped(null);
      toast.success(c.emailSent(email));
    },
  });
  const state = !data?.email ? (
    <Tag>{c.emailNone}</Tag>
  ) : data.confirmed ? (
    <Tag color="success">{c.emailConfirmed}</Tag>
  ) : (
    <Tag color="warning">{c.emailUnconfirmed}</Tag>
  );
  return (
    <Card size="small" title={c.emailTitle} style={{ marginBottom: 16 }} loading={!data}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {token && <EmailConfirmBox token={token} onDone={closeConfirm} />}
        <Space wrap>
          <span>{data?.email || c.emailNotSet}</span>
          {state}
        </Space>
        <span className="hint">
          {data?.sentAt
            ? c.emailWaiting(dayjs(data.sentAt).format('YYYY-MM-DD HH:mm'))
            : data?.confirmed
              ? c.emailConfirmedHint
              : c.emailHint}
        </span>
        <Space.Compact style={{ maxWidth: 480 }}>
          <Input
            aria-label={c.emailInput}
            placeholder={c.emailPlaceholder}
            value={value}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button
            type="primary"
            loading={send.isPending}
            disabled={!value.trim() || (data?.confirmed && value.trim() === data.email)}
            onClick={() => void send.run(value.trim())}
          >
            {c.emailSend}
          </Button>
        </Space.Compact>
      </Space>
    </Card>
  );
}
