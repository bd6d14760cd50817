import { useAction } from '@mall/client-kit';
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Empty, Form, Image, Input, Modal, Pagination, Rate, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import {
  COMMENT_MAX_PHOTOS,
  COMMENT_TEXT_MAX,
  COMMENT_TEXT_MIN,
  type CommentLineProduct,
} from '@mall/shared';
import { DocTabsPage } from '@/components/doc-tabs-page';
import { PhotoUpload } from '@/components/photo-upload';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { addComment, commentKeys, usePendingComments, usePostedComments } from '../api/comment-api';
import '../comment.css';

const c = invoiceCopy.commentPosting;
const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

type Values = { rating: number; content: string; anonymous?: boolean };

function CommentModal({
  line,
  onClose,
  onPosted,
}: {
  line: CommentLineProduct;
  onClose: () => void;
  onPosted: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<string[]>([]);
  const action = useAction(
    (v: Values) =>
      addComment({
        orderLineId: line.orderLineId,
        rating: v.rating,
        content: v.content,
        photos,
        anonymous: v.anonymous ? 1 : 0,
      }),
    {
      onSuccess: (posted) => {
        toast.success(posted.filtered ? c.filtered : c.posted);
        onPosted();
      },
    },
  );
  const busy = action.isPending;
  const submit = (v: Values) => action.run(v);
  return (
    <Modal
      open
      width={620}
      title={c.modalTitle}
      okText={c.submit}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div className="mall-comment-item">
        {line.image ? <img src={line.image} alt={line.title} /> : null}
        <div className="body">
          <div className="mall-ellipsis-2">{line.title}</div>
          {line.specValues.length > 0 && <div className="muted">{line.specValues.join('；')}</div>}
        </div>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ rating: 5 }}
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 12 }}
      >
        <Form.Item
          name="rating"
          label={c.rating}
          rules={[{ required: true, type: 'number', min: 1, message: c.ratingRequired }]}
        >
          <Rate aria-label={c.rating} />
        </Form.Item>
        <Form.Item
          name="content"
          label={c.content}
          rules={[
            {
              required: true,
              whitespace: true,
              min: COMMENT_TEXT_MIN,
              max: COMMENT_TEXT_MAX,
              message: c.contentLength(COMMENT_TEXT_MIN, COMMENT_TEXT_MAX),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_TEXT_MAX}
            showCount
            placeholder={c.contentPlaceholder(COMMENT_TEXT_MIN, COMMENT_TEXT_MAX)}
          />
        </Form.Item>
        <Form.Item label={c.photos}>
          <PhotoUpload max={COMMENT_MAX_PHOTOS} onChange={setPhotos} />
        </Form.Item>
        <Form.Item name="anonymous" valuePropName="checked">
          <Checkbox>{c.anonymous}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The pager under each tab: ten a page, hidden while one page holds them all. */
function TabPager({
  current,
  total,
  onChange,
}: {
  current: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      style={{ marginTop: 12, textAlign: 'right' }}
      current={current}
      total={total}
      pageSize={10}
      hideOnSinglePage
      onChange={onChange}
    />
  );
}

/** A line of either tab: its picture, then its goods and order with `children` under them, `action` beside. */
function CommentRow({
  line,
  testId,
  action,
  children,
}: {
  line: CommentLineProduct;
  testId: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mall-comment-item" data-testid={testId}>
      {line.image ? <img src={line.image} alt={line.title} /> : null}
      <div className="body">
        <Link to={paths.goods.getHref(line.skuId)} className="mall-ellipsis-2">
          {line.title}
        </Link>
        {line.specValues.length > 0 && <div className="muted">{line.specValues.join('；')}</div>}
        <div className="muted">{c.orderNo(line.orderNo)}</div>
        {children}
      </div>
      {action}
    </div>
  );
}

function PendingTab({ onPosted }: { onPosted: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading } = usePendingComments(pageNum);
  const [writing, setWriting] = useState<CommentLineProduct | null>(null);
  if (isLoading) return <Spin />;
  if (!data?.list.length) return <Empty description={c.nonePending} />;
  return (
    <div>
      {data.list.map((line) => (
        <CommentRow
          key={line.orderLineId}
          line={line}
          testId="pending-comment"
          action={
            <Button type="primary" onClick={() => setWriting(line)}>
              {c.write}
            </Button>
          }
        />
      ))}
      <TabPager current={pageNum} total={data.total} onChange={setPageNum} />
      {writing && (
        <CommentModal
          line={writing}
          onClose={() => setWriting(null)}
          onPosted={() => {
            setWriting(null);
            onPosted();
          }}
        />
      )}
    </div>
  );
}

function PostedTab() {
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading } = usePostedComments(pageNum);
  if (isLoading) return <Spin />;
  if (!data?.list.length) return <Empty description={c.nonePosted} />;
  return (
    <div>
      {data.list.map((item) => (
        <CommentRow key={item.id} line={item} testId="posted-comment">
          <div>
            <Rate disabled value={item.rating} style={{ fontSize: 14 }} />
            {item.anonymous === 1 && <Tag style={{ marginLeft: 8 }}>{c.anonymousTag}</Tag>}
          </div>
          <div className="text">{item.content}</div>
          {item.photos.length > 0 && (
            <div className="mall-comment-photos">
              {item.photos.map((p) => (
                <Image key={p} src={p} width={64} height={64} />
              ))}
            </div>
          )}
          <div className="muted">{c.postedAt(time(item.createdAt))}</div>
        </CommentRow>
      ))}
      <TabPager current={pageNum} total={data.total} onChange={setPageNum} />
    </div>
  );
}

/** /comment-posting/list: lines of completed orders awaiting a comment, and the posted comments. */
export function CommentPostingPage() {
  return (
    <DocTabsPage
      className="mall-comment-page"
      titleId="comment-page-title"
      title={c.pageTitle}
      queryKey={commentKeys.all}
      todo={{ key: 'pending', label: c.tabPending, render: (onDone) => <PendingTab onPosted={onDone} /> }}
      done={{ key: 'posted', label: c.tabPosted, children: <PostedTab /> }}
    />
  );
}
