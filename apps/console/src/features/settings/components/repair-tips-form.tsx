import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Typography,
  type FormRule,
} from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  NotificationOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { REPAIR_TIPS_LIMITS, repairTipsSave, type RepairTip, type RepairTipsSave } from '@mall/shared';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveRepairTips, settingsKeys, useRepairTips } from '../api/settings';

type Values = RepairTipsSave;
type Parser = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

const tipSchema = repairTipsSave.shape.tips.element.shape;

/** A form rule that answers with the contract's own message (the server says the same on a bad save). */
const fromContract = (schema: Parser): FormRule => ({
  validator: async (_, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error?.issues[0]?.message);
  },
});

/** The list's own refusal (more than REPAIR_TIPS_LIMITS.tips), as the contract words it. */
const listRule = {
  validator: async (_: unknown, tips: unknown[] | undefined) => {
    const issue = repairTipsSave
      .safeParse({ tips: tips ?? [] })
      .error?.issues.find((i) => i.path.length === 1);
    if (issue) throw new Error(issue.message);
  },
};

/**
 * Maintenance tips published ahead of maintenance: the storefront's header banner shows the first one's
 * content. Add, edit, delete and reorder, then save the whole list.
 */
export function RepairTipsForm() {
  const tips = useRepairTips();
  if (!tips.data) return <Skeleton active />;
  // Keyed by the server's list: a save refills the form with what was stored.
  return <RepairTipsEditor key={JSON.stringify(tips.data)} initial={tips.data} />;
}

function RepairTipsEditor({ initial }: { initial: RepairTip[] }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const action = useAction(saveRepairTips, {
    onSuccess: (saved) => {
      toast.success(t.settings.repairTipsSaved(saved.length));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.repairTips });
    },
  });
  const preview = Form.useWatch(['tips', 0, 'content'], form) as string | undefined;

  const save = (values: Values) => {
    const list = (values.tips ?? []).map((tip) => ({ title: tip.title.trim(), content: tip.content.trim() }));
    void action.run({ tips: list });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 860 }}
      initialValues={{ tips: initial.map(({ title, content }) => ({ title, content })) }}
      onFinish={save}
    >
      <Alert type="info" showIcon title={t.settings.repairTipsHelp} style={{ marginBottom: 16 }} />
      <Form.List name="tips" rules={[listRule]}>
        {(fields, { add, remove, move }, { errors }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.settings.repairTipsEmpty} />
            )}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                role="group"
                aria-label={t.settings.repairTip(index + 1)}
                title={
                  <Space>
                    {t.settings.repairTip(index + 1)}
                    {index === 0 && <Tag color="orange">{t.settings.repairTipShown}</Tag>}
                  </Space>
                }
                extra={
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t.content.moveUp}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t.content.moveDown}
                    />
                    <Popconfirm title={t.common.deleteConfirm} onConfirm={() => remove(field.name)}>
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t.common.delete} />
                    </Popconfirm>
                  </Space>
                }
              >
                <Form.Item
                  name={[field.name, 'title']}
                  label={t.settings.repairTipTitle}
                  rules={[fromContract(tipSchema.title)]}
                >
                  <Input count={{ show: true, max: REPAIR_TIPS_LIMITS.title }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'content']}
                  label={t.settings.repairTipContent}
                  rules={[fromContract(tipSchema.content)]}
                  style={{ marginBottom: 8 }}
                >
                  <Input.TextArea rows={2} count={{ show: true, max: REPAIR_TIPS_LIMITS.content }} />
                </Form.Item>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Space>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= REPAIR_TIPS_LIMITS.tips}
                onClick={() => add({ title: '', content: '' })}
              >
                {t.settings.repairTipAdd}
              </Button>
              <Typography.Text type="secondary">
                {t.settings.repairTipsMax(REPAIR_TIPS_LIMITS.tips)}
              </Typography.Text>
            </Space>
            {preview?.trim() && (
              <div>
                <Typography.Text type="secondary">{t.settings.repairTipsPreview}</Typography.Text>
                <div
                  data-testid="repair-tips-preview"
                  style={{
                    marginTop: 4,
                    padding: '8px 12px',
                    background: '#fff7e6',
                    border: '1px solid #ffd591',
                    color: '#ad4e00',
                  }}
                >
                  <NotificationOutlined /> {preview.trim()}
                </div>
              </div>
            )}
            <Button type="primary" htmlType="submit" loading={action.isPending}>
              {t.common.save}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form>
  );
}
