import { Alert, Form, Switch, Table } from 'antd';
import type { AdminNotice } from '@mall/shared';
import { useListPage } from '@mall/client-kit';
import { FormModal } from '@mall/client-kit';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { useEditing } from '@/lib/use-editing';
import { EditDeleteLinks, RequiredRichTextItem, RequiredTextItem } from '@/components/form-items';
import { keywordField } from '@/components/filter-fields';
import { ListToolbar } from '@/components/list-toolbar';
import { t } from '@/locales/zh-CN';
import { contentKeys, createNotice, deleteNotice, updateNotice, useNotices } from '../api/content';

type Values = { title: string; content: string; published: boolean };

/** Notices with a rich-text editor; the server sanitises the HTML it stores and serves. */
export function NoticeList() {
  const { filterProps, tableProps } = useListPage<AdminNotice>({
    keys: ['keyword'],
    useList: (values, page) => useNotices(page.pageNum, page.pageSize, values.keyword),
  });
  const { editing, setEditing, refresh, saved } = useEditing<Partial<AdminNotice>>(contentKeys.all);
  return (
    <>
      <ListToolbar
        filterProps={filterProps}
        fields={[keywordField(220, undefined, t.content.noticeTitle)]}
        addLabel={t.content.newNotice}
        onAdd={() => setEditing({ published: true })}
      />
      <Table<AdminNotice>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t.content.noticeTitle, dataIndex: 'title' },
          {
            title: t.common.status,
            dataIndex: 'published',
            render: (v: boolean) => <StatusTag label={v ? t.content.published : t.content.unpublished} />,
          },
          { title: t.common.createdAt, dataIndex: 'createTime', render: formatTime },
          {
            title: t.common.actions,
            render: (_, n) => (
              <EditDeleteLinks
                onEdit={() => setEditing(n)}
                onDelete={() => deleteNotice(n.id).then(refresh)}
              />
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        width={860}
        title={editing?.id ? t.content.editNotice : t.content.newNotice}
        initialValues={{
          title: editing?.title ?? '',
          content: editing?.content ?? '',
          published: editing?.published ?? true,
        }}
        onSubmit={(v) => (editing?.id ? updateNotice({ id: editing.id, ...v }) : createNotice(v)).then(saved)}
        onClose={() => setEditing(null)}
      >
        <RequiredTextItem name="title" label={t.content.noticeTitle} max={200} />
        <Alert type="info" showIcon title={t.content.sanitiseHelp} style={{ marginBottom: 12 }} />
        <RequiredRichTextItem name="content" label={t.content.noticeContent} message="请输入公告内容" />
        <Form.Item name="published" label={t.content.publish} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
