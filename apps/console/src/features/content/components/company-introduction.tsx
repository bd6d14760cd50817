import { Button, Form, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { RequiredRichTextItem, RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';
import { contentKeys, saveCompanyIntroduction, useCompanyIntroduction } from '../api/content';

/** The company introduction page of the storefront (rich text). */
export function CompanyIntroduction() {
  const page = useCompanyIntroduction();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const save = useAction(saveCompanyIntroduction, {
    onSuccess: () => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.about });
    },
  });
  if (page.isPending) return <Skeleton active />;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: page.data?.title ?? '', content: page.data?.content ?? '' }}
      onFinish={(v) => void save.run({ title: v.title.trim(), content: v.content })}
    >
      <RequiredTextItem name="title" label={t.content.pageTitle} max={100} />
      <RequiredRichTextItem
        name="content"
        label={t.content.pageContent}
        message="请输入页面内容"
        minHeight={320}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t.common.save}
      </Button>
      {page.data?.updateTime && (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {t.common.updatedAt}：{formatTime(page.data.updateTime)}
        </Typography.Text>
      )}
    </Form>
  );
}
