import { DatePicker, Form, Input, Table, Typography } from 'antd';
import type { AuditRecord } from '@mall/shared';
import { FilterForm } from '@mall/client-kit';
import { formatTime, rangeFromForm, rangeToForm, type RangeFormValues } from '@/lib/dates';
import { useListPage } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { useAuditLog } from '../api/audit';

const KEYS = ['operator', 'action', 'targetType', 'targetId', 'startDate', 'endDate'] as const;
type FormValues = RangeFormValues<'operator' | 'action' | 'targetType' | 'targetId'>;

function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre
      style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, background: '#fafafa', padding: 8 }}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** Every operator write: who, when, what, before and after; searchable by operator, action, target and days. */
export function AuditList() {
  const { filterProps, tableProps } = useListPage<AuditRecord, FormValues>({
    keys: KEYS,
    useList: (values, page) =>
      useAuditLog({
        operator: values.operator,
        action: values.action,
        targetType: values.targetType,
        targetId: values.targetId,
        startDate: values.startDate,
        endDate: values.endDate,
        ...page,
      }),
    toForm: rangeToForm,
    fromForm: rangeFromForm,
  });
  return (
    <>
      <FilterForm<FormValues> {...filterProps}>
        <Form.Item name="operator" label={t.audit.operator}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="action" label={t.audit.action}>
          <Input allowClear style={{ width: 160 }} placeholder={t.audit.actionHelp} />
        </Form.Item>
        <Form.Item name="targetType" label={t.audit.targetType}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="targetId" label={t.audit.targetId}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label={t.audit.createdAt}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      <Table<AuditRecord>
        rowKey="id"
        {...tableProps}
        expandable={{
          expandedRowRender: (r) => (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
              <div>
                <Typography.Text strong>{t.audit.before}</Typography.Text>
                <Snapshot value={r.before} />
              </div>
              <div>
                <Typography.Text strong>{t.audit.after}</Typography.Text>
                <Snapshot value={r.after} />
              </div>
            </div>
          ),
        }}
        columns={[
          { title: t.audit.createdAt, dataIndex: 'createdAt', render: formatTime, width: 150 },
          { title: t.audit.operator, render: (_, r) => `${r.operatorName}（${r.role}）` },
          { title: t.audit.action, dataIndex: 'action' },
          { title: t.audit.target, render: (_, r) => `${r.targetType} ${r.targetId}` },
          { title: t.audit.summary, dataIndex: 'summary' },
          { title: t.audit.ip, dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
