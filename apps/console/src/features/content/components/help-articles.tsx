import { Space } from 'antd';
import type { AdminHelpArticle } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { StatusTag } from '@/components/status-tag';
import { QueryTable } from '@/components/unpaged-tables';
import { useEditing } from '@/lib/use-editing';
import { DeleteLink, RequiredRichTextItem, RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';
import { contentKeys, deleteHelpArticle, saveHelpArticle, useHelpArticles } from '../api/content';

type Values = { title: string; content: string };

/** The help centre's articles, one per footer entry: write, edit or remove each. */
export function HelpArticles() {
  const articles = useHelpArticles();
  const { editing, setEditing, refresh, saved } = useEditing<AdminHelpArticle>(contentKeys.help);
  return (
    <>
      <QueryTable<AdminHelpArticle>
        query={articles}
        rowKey="type"
        columns={[
          { title: t.content.helpGroup, dataIndex: 'groupTitle' },
          { title: t.content.helpFooter, dataIndex: 'footerTitle' },
          { title: t.content.helpArticle, dataIndex: 'title', render: (v: string) => v || '—' },
          {
            title: t.common.status,
            dataIndex: 'exists',
            render: (v: boolean) => <StatusTag label={v ? t.content.helpExists : t.content.helpMissing} />,
          },
          {
            title: t.common.actions,
            render: (_, a) => (
              <Space>
                <a onClick={() => setEditing(a)}>{a.exists ? t.common.edit : t.common.add}</a>
                {a.exists && <DeleteLink onConfirm={() => deleteHelpArticle(a.type).then(refresh)} />}
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        width={860}
        title={editing?.footerTitle}
        initialValues={{ title: editing?.title || editing?.footerTitle, content: editing?.content }}
        onSubmit={(v) =>
          saveHelpArticle({ type: editing!.type, title: v.title.trim(), content: v.content }).then(saved)
        }
        onClose={() => setEditing(null)}
      >
        <RequiredTextItem name="title" label={t.content.helpArticle} max={50} />
        <RequiredRichTextItem name="content" label={t.content.helpContent} message="请输入文章内容" />
      </FormModal>
    </>
  );
}
