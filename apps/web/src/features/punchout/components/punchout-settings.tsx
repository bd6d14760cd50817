import { Alert, Descriptions, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { PunchoutSettings } from '@mall/shared';
import { punchoutSettingsCopy as c } from '@/locales/zh-CN-punchout-settings';
import { usePunchoutSettings } from '../api/punchout-api';
import { CentrePanel } from '@/components/centre-panel';

/** 企业采购 → 采购系统对接: the set-up operators keep for the company, read-only, and its latest documents. */
export function PunchoutSettingsPanel() {
  const { data, isPending, error } = usePunchoutSettings();
  if (isPending) return <Spin />;
  if (error || !data) return null;
  return (
    <CentrePanel headingId="company-punchout-title" title={c.title}>
      <p>{c.intro}</p>
      {data.configured ? (
        <Configured data={data} />
      ) : (
        <Alert type="info" showIcon message={c.notConfigured} />
      )}
    </CentrePanel>
  );
}

function Configured({ data }: { data: PunchoutSettings }) {
  const orNone = (v: string | null) => v || c.none;
  return (
    <>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 220 } }}>
        <Descriptions.Item label={c.status}>
          <Tag color={data.enabled ? 'green' : 'default'}>{data.enabled ? c.enabled : c.disabled}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={c.cxmlUrl}>{data.endpoints.cxml}</Descriptions.Item>
        <Descriptions.Item label={c.from}>{`${data.fromIdentity}（${data.fromDomain}）`}</Descriptions.Item>
        <Descriptions.Item label={c.sender}>{data.senderIdentity}</Descriptions.Item>
        <Descriptions.Item label={c.secret}>{c.secretHidden}</Descriptions.Item>
        <Descriptions.Item label={c.to}>{data.toIdentity}</Descriptions.Item>
        <Descriptions.Item label={c.ociUrl}>{data.endpoints.oci}</Descriptions.Item>
        <Descriptions.Item label={c.ociUser}>{orNone(data.ociUsername)}</Descriptions.Item>
        <Descriptions.Item label={c.hosts}>{data.returnHosts.join('、') || c.none}</Descriptions.Item>
        <Descriptions.Item label={c.member}>{orNone(data.memberUsername)}</Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 24 }}>{c.documents}</h3>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.documents}
        columns={[
          {
            title: c.at,
            dataIndex: 'at',
            width: 170,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: c.direction,
            dataIndex: 'direction',
            width: 70,
            render: (v: 'in' | 'out') => (v === 'in' ? c.in : c.out),
          },
          { title: c.kind, dataIndex: 'kind', width: 200 },
          {
            title: c.code,
            dataIndex: 'status',
            width: 80,
            render: (v: number) => <Tag color={v < 300 ? 'green' : 'red'}>{v}</Tag>,
          },
          { title: c.text, dataIndex: 'statusText', render: (v: string) => v || c.none },
        ]}
      />
    </>
  );
}
