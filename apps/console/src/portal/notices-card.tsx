import { Link } from 'react-router';
import { Badge, Card, List, Typography } from 'antd';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { usePortalNotices } from './bidding-api';

/** 商家消息 on the dashboard: invitations to quote, awards, statements (the latest 20). */
export function PortalNoticesCard() {
  const notices = usePortalNotices().data;
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={
        <Badge count={notices?.unread ?? 0} offset={[12, 0]}>
          {t.bid.notices}
        </Badge>
      }
    >
      <List
        size="small"
        dataSource={notices?.list ?? []}
        locale={{ emptyText: t.bid.noNotices }}
        renderItem={(n) => (
          <List.Item data-testid="portal-notice" extra={formatTime(n.createdAt)}>
            <List.Item.Meta
              title={n.link ? <Link to={n.link}>{n.title}</Link> : n.title}
              description={<Typography.Text type="secondary">{n.content}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
