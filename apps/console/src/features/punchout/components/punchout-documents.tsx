import { useState } from 'react';
import { Modal, Popconfirm, Radio, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPunchoutDocument } from '@mall/shared';
import { formatTime } from '@/lib/dates';
import { useLocalList } from '@/lib/local-list';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { punchoutKeys, replayDocument, usePunchoutDocument, usePunchoutDocuments } from '../api/punchout';

const c = t.punchout;

/** Every document in and out of one company, newest first; a body opens in a dialog; inbound cXML replays. */
export function PunchoutDocuments({ companyId }: { companyId: number }) {
  const { filters, page, filter, tableProps } = useLocalList<{ direction?: 'in' | 'out' }>({}, 20, {
    hideSizeChanger: true,
  });
  const list = usePunchoutDocuments({ companyId, ...filters, ...page });
  const [viewing, setViewing] = useState<number | null>(null);
  const doc = usePunchoutDocument(viewing);
  const queryClient = useQueryClient();
  return (
    <>
      <Radio.Group
        value={filters.direction ?? 'all'}
        onChange={(e) =>
          filter({ direction: e.target.value === 'all' ? undefined : (e.target.value as 'in' | 'out') })
        }
        style={{ marginBottom: 12 }}
        options={[
          { value: 'all', label: t.common.all },
          { value: 'in', label: c.in },
          { value: 'out', label: c.out },
        ]}
        optionType="button"
      />
      <Table<AdminPunchoutDocument>
        rowKey="id"
        size="small"
        scroll={{ x: 1000 }}
        {...tableProps(list)}
        columns={[
          { title: c.at, dataIndex: 'at', render: formatTime, width: 160 },
          {
            title: c.direction,
            dataIndex: 'direction',
            render: (d: string) => (d === 'in' ? c.in : c.out),
            width: 60,
          },
          { title: c.kind, dataIndex: 'kind', width: 200 },
          {
            title: c.code,
            dataIndex: 'status',
            width: 80,
            render: (s: number) => <Tag color={s >= 200 && s < 300 ? 'success' : 'error'}>{s}</Tag>,
          },
          { title: c.statusText, dataIndex: 'statusText', ellipsis: true, width: 320 },
          {
            title: t.common.actions,
            width: 120,
            fixed: 'right' as const,
            render: (_, d) => (
              <>
                <a onClick={() => setViewing(d.id)}>{c.view}</a>
                {d.replayable && (
                  <Popconfirm
                    title={c.replayConfirm}
                    onConfirm={() =>
                      replayDocument(d.id).then((r) => {
                        toast.success(c.replayed(r.status, r.statusText));
                        void queryClient.invalidateQueries({ queryKey: punchoutKeys.all });
                      })
                    }
                  >
                    <a style={{ marginLeft: 12 }}>{c.replay}</a>
                  </Popconfirm>
                )}
              </>
            ),
          },
        ]}
      />
      <Modal
        open={viewing !== null}
        width={860}
        title={doc.data ? c.documentTitle(doc.data.kind, doc.data.id) : ''}
        footer={null}
        onCancel={() => setViewing(null)}
      >
        <Typography.Paragraph>
          <pre style={{ maxHeight: 480, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}>
            {doc.data?.body}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
