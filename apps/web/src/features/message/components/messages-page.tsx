import { useState } from 'react';
import { Button, Checkbox, Empty, Modal, Popconfirm, Spin, Tabs, Tag } from 'antd';
import { useNavigate } from 'react-router';
import dayjs from '@/lib/dayjs';
import { MESSAGE_TYPE_LABEL, type MessageDetail, type MessageListBody, type MessageType } from '@mall/shared';
import { toast } from '@/lib/toast';
import { centreCopy } from '@/locales/zh-CN-centre';
import {
  batchReadMessages,
  deleteMessages,
  getMessageDetail,
  messageKeys,
  useMessageList,
} from '../api/message-api';
import { useSelectableList } from '@/lib/id-selection';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { CentrePager } from '@/components/centre-pager';
import '../message.css';
import { CentrePanel } from '@/components/centre-panel';

const PAGE_SIZE = 10;
const m = centreCopy.messageCentre;
const TYPE_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'gold',
  3: 'purple',
  4: 'cyan',
  5: 'red',
  7: 'green',
};

/** URL → list body: ?type= (1 订单 … 5 系统公告), ?unreadFirst=1, ?pageNum=. */
function readFilters(search: URLSearchParams): MessageListBody {
  const type = Number(search.get('type'));
  return {
    type: type in MESSAGE_TYPE_LABEL ? (type as MessageType) : undefined,
    unreadFirst: search.get('unreadFirst') === '1' ? 1 : 0,
  };
}

/** /system-messages: messages by type, unread first, detail (marks read), batch read and delete. */
export function MessagesPage() {
  const { selected, allProps, oneProps, update, body, pagerProps, refresh, changed } = useSelectableList(
    readFilters,
    PAGE_SIZE,
    messageKeys.all,
  );
  const { data, isLoading } = useMessageList(body);
  const navigate = useNavigate();
  const [open, setOpen] = useState<MessageDetail | null>(null);

  const list = data?.list ?? [];
  const openMessage = async (id: number) => {
    try {
      setOpen(await getMessageDetail(id));
      void refresh();
    } catch {
      // shown by the request layer
    }
  };
  const change = useRefreshingAction(
    (step: { work: () => Promise<void>; done: string }) => step.work(),
    (_, step) => step.done,
    changed,
  );
  const act = (work: () => Promise<void>, done: string) => change.run({ work, done });
  const needSelection = () => {
    if (selected.length) return true;
    toast.warning(m.nothingSelected);
    return false;
  };

  return (
    <CentrePanel
      headingId="messages-title"
      title={m.title}
      extra={m.unreadCount(data?.unread ?? 0)}
      className="mall-messages"
    >
      <Tabs
        activeKey={String(body.type ?? '')}
        onChange={(key) => update({ type: key || undefined, pageNum: undefined })}
        items={[
          { key: '', label: m.all },
          ...Object.entries(MESSAGE_TYPE_LABEL).map(([key, label]) => ({ key, label })),
        ]}
      />
      <div className="mall-centre-toolbar">
        <Checkbox {...allProps(list.map((x) => x.id))}>{m.selectAll}</Checkbox>
        <Button
          size="small"
          onClick={() => needSelection() && void act(() => batchReadMessages(selected), m.marked)}
        >
          {m.markRead}
        </Button>
        <Popconfirm
          title={m.deleteConfirm(selected.length)}
          okText={m.delete}
          cancelText={centreCopy.centre.security.cancel}
          disabled={!selected.length}
          onConfirm={() => act(() => deleteMessages(selected), m.deleted)}
        >
          <Button size="small" danger onClick={() => needSelection()}>
            {m.delete}
          </Button>
        </Popconfirm>
        <Button
          size="small"
          disabled={!data?.unread}
          onClick={() => void act(() => batchReadMessages('all'), m.marked)}
        >
          {m.markAllRead}
        </Button>
        <span className="spacer" />
        <Checkbox
          checked={body.unreadFirst === 1}
          onChange={(e) => update({ unreadFirst: e.target.checked ? '1' : undefined, pageNum: undefined })}
        >
          {m.unreadFirst}
        </Checkbox>
      </div>
      <Spin spinning={isLoading}>
        {list.length === 0 && !isLoading ? (
          <Empty description={m.empty} style={{ padding: '40px 0' }} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={m.title}>
            {list.map((msg) => (
              <li
                key={msg.id}
                className={`mall-message-row${msg.readStatus === 0 ? ' unread' : ''}`}
                onClick={() => void openMessage(msg.id)}
              >
                <Checkbox
                  aria-label={m.selectMessage(msg.title)}
                  onClick={(e) => e.stopPropagation()}
                  {...oneProps(msg.id)}
                />
                <Tag color={TYPE_COLORS[msg.type]}>{msg.typeLabel}</Tag>
                <div style={{ minWidth: 0 }}>
                  <div className="title">
                    {msg.readStatus === 0 && (
                      <span className="mall-message-unread-dot" aria-label={m.unread} />
                    )}
                    <span className="mall-ellipsis">{msg.title}</span>
                  </div>
                  <div className="summary mall-ellipsis">{msg.summary}</div>
                </div>
                <span className="time">{dayjs(msg.createdAt).format('YYYY-MM-DD HH:mm')}</span>
                <Button type="link" size="small">
                  {m.view}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <CentrePager {...pagerProps(data?.total)} />
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={[
          open?.link ? (
            <Button
              key="go"
              type="primary"
              onClick={() => {
                const link = open.link;
                setOpen(null);
                void navigate(link);
              }}
            >
              {m.goTo}
            </Button>
          ) : null,
          <Button key="close" onClick={() => setOpen(null)}>
            {m.close}
          </Button>,
        ]}
      >
        {open && (
          <div className="mall-message-detail">
            <div className="meta">
              <Tag color={TYPE_COLORS[open.type]}>{open.typeLabel}</Tag>
              {dayjs(open.createdAt).format('YYYY-MM-DD HH:mm:ss')}
            </div>
            <div className="content">{open.content}</div>
          </div>
        )}
      </Modal>
    </CentrePanel>
  );
}
