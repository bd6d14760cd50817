import { useState } from 'react';
import { Button, Drawer, Space, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPunchoutConfig } from '@mall/shared';
import { StatusTag } from '@/components/status-tag';
import { QueryTable } from '@/components/unpaged-tables';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { punchoutKeys, savePunchoutConfig, usePunchoutConfigs } from '../api/punchout';
import { PunchoutConfigForm, toBody, type ConfigValues } from './punchout-config-form';
import { PunchoutDocuments } from './punchout-documents';
import { PunchoutOutbound } from './punchout-outbound';

const c = t.punchout;

/**
 * 对接配置: each company's procurement-system set-up (cXML identities, OCI user, allowed hosts, member, order
 * rules), edited in a dialog; its document log and outbound queue open beside it; 模拟 goes to the simulator.
 */
export function PunchoutConfigList() {
  const list = usePunchoutConfigs();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ config: AdminPunchoutConfig | null } | null>(null);
  const [looking, setLooking] = useState<AdminPunchoutConfig | null>(null);
  const submit = (v: ConfigValues) =>
    savePunchoutConfig(toBody(v)).then(() => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey: punchoutKeys.configs });
    });
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ config: null })}
        >
          {c.add}
        </Button>
      </Space>
      <QueryTable<AdminPunchoutConfig>
        query={list}
        rowKey="companyId"
        locale={{ emptyText: c.empty }}
        columns={[
          {
            title: c.company,
            render: (_, r) => <Link to={paths.companyDetail.getHref(r.companyId)}>{r.companyName}</Link>,
          },
          {
            title: c.protocols,
            render: (_, r) => (
              <>
                <Tag>cXML</Tag>
                {r.ociUsername && <Tag>OCI</Tag>}
              </>
            ),
          },
          { title: c.fromIdentity, render: (_, r) => `${r.fromDomain}: ${r.fromIdentity}` },
          { title: c.member, dataIndex: 'memberUsername' },
          { title: c.returnHosts, dataIndex: 'returnHosts', render: (h: string[]) => h.join('、') },
          {
            title: c.status,
            dataIndex: 'enabled',
            render: (on: boolean) => <StatusTag label={on ? c.statusOn : c.statusOff} />,
          },
          { title: c.updatedAt, dataIndex: 'updatedAt', render: formatTime },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Space>
                <a onClick={() => setEditing({ config: r })}>{t.common.edit}</a>
                <a onClick={() => setLooking(r)}>{c.documents}</a>
                <Link to={paths.punchoutSimulator.getHref(r.companyId)}>{c.simulate}</Link>
              </Space>
            ),
          },
        ]}
      />
      <PunchoutConfigForm editing={editing} onSubmit={submit} onClose={() => setEditing(null)} />
      <Drawer
        open={looking !== null}
        width={1120}
        title={looking?.companyName}
        onClose={() => setLooking(null)}
        destroyOnHidden
      >
        {looking && (
          <Tabs
            items={[
              {
                key: 'documents',
                label: c.documents,
                children: <PunchoutDocuments companyId={looking.companyId} />,
              },
              {
                key: 'outbound',
                label: c.outbound,
                children: <PunchoutOutbound companyId={looking.companyId} />,
              },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
