import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useAction } from '@mall/client-kit';
import type { PunchoutSim, PunchoutSimStart } from '@mall/shared';
import { SmallTable } from '@/components/unpaged-tables';
import { t } from '@/locales/zh-CN';
import { sendSimulatedOrder, startSimulation, usePunchoutConfigs, useSimulation } from '../api/punchout';

const c = t.punchout.sim;

type StartValues = { companyId?: number; protocol: 'cxml' | 'oci'; secret?: string };
type OrderValues = {
  orderId?: string;
  secret?: string;
  deliverTo?: string;
  phone?: string;
  state?: string;
  city?: string;
  street?: string;
  costCentre?: string;
};

/** Opens what the procurement system's browser would: a start link, or the OCI login form posted. */
function openStorefront(open: PunchoutSimStart['open']) {
  if (open.method === 'GET') {
    window.open(open.url, 'punchout-simulator');
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = open.url;
  form.target = 'punchout-simulator';
  for (const [name, value] of Object.entries(open.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  window.open('', 'punchout-simulator');
  form.submit();
  form.remove();
}

/**
 * 采购系统模拟: an operator plays the company's procurement system — starts a cXML or OCI session with the
 * company's credential, watches the cart come back, and sends an OrderRequest made of its lines.
 */
export function PunchoutSimulator() {
  const [params] = useSearchParams();
  const configs = usePunchoutConfigs();
  const [started, setStarted] = useState<PunchoutSimStart | null>(null);
  const sim = useSimulation(started?.simId ?? null);
  const [answer, setAnswer] = useState<{ status: number; statusText: string } | null>(null);
  // A fresh PO number per visit, as a procurement system would number its orders.
  const [poDefault] = useState(() => `PO-${Date.now().toString().slice(-8)}`);
  const start = useAction((v: StartValues) =>
    startSimulation({ companyId: Number(v.companyId), protocol: v.protocol, secret: v.secret ?? '' }).then(
      (s) => {
        setStarted(s);
        setAnswer(null);
        openStorefront(s.open);
      },
    ),
  );
  const send = useAction((v: OrderValues) =>
    sendSimulatedOrder({
      simId: started?.simId ?? '',
      secret: v.secret ?? '',
      orderId: v.orderId ?? '',
      costCentre: v.costCentre ?? '',
      shipTo: {
        deliverTo: v.deliverTo ?? '',
        phone: v.phone ?? '',
        state: v.state ?? '',
        city: v.city ?? '',
        street: v.street ?? '',
      },
    }).then(setAnswer),
  );
  const companyId = Number(params.get('companyId')) || undefined;
  const received = sim.data?.received ? sim.data : null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={c.intro} />
      <Card size="small" title={c.start}>
        <Form<StartValues>
          name="simStart"
          layout="inline"
          initialValues={{ companyId, protocol: 'cxml' }}
          onFinish={(v) => void start.run(v)}
        >
          <Form.Item name="companyId" label={c.company} rules={[{ required: true }]}>
            <Select
              style={{ width: 260 }}
              loading={configs.isLoading}
              options={(configs.data ?? []).map((x) => ({ value: x.companyId, label: x.companyName }))}
            />
          </Form.Item>
          <Form.Item name="protocol" label={c.protocol}>
            <Radio.Group
              options={[
                { value: 'cxml', label: 'cXML' },
                { value: 'oci', label: 'OCI' },
              ]}
            />
          </Form.Item>
          <Form.Item name="secret" label={c.secret} tooltip={c.secretHelp} rules={[{ required: true }]}>
            <Input.Password autoComplete="off" style={{ width: 220 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            {c.start}
          </Button>
        </Form>
        {started && (
          <Alert
            style={{ marginTop: 16 }}
            type={received ? 'success' : 'warning'}
            showIcon
            message={received ? c.received(received.lines.length, received.total) : c.opened}
            description={received ? undefined : c.waiting}
            action={
              <Button
                size="small"
                onClick={() => openStorefront(started.open)}
                disabled={started.open.method === 'GET'}
              >
                {c.reopen}
              </Button>
            }
          />
        )}
      </Card>
      {received && <SimulatedCart sim={received} />}
      {received && (
        <Card size="small" title={c.order}>
          <Form<OrderValues>
            name="simOrder"
            layout="vertical"
            initialValues={{
              orderId: poDefault,
              deliverTo: '王收货',
              phone: '13800138000',
              state: '上海市',
              city: '上海市',
              street: '浦东新区张江路 665 号 3 号楼',
            }}
            onFinish={(v) => void send.run(v)}
          >
            <Space wrap align="start">
              <Form.Item name="orderId" label={c.orderId} rules={[{ required: true }]}>
                <Input style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="secret" label={c.orderSecret} rules={[{ required: true }]}>
                <Input.Password autoComplete="off" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="costCentre" label={c.costCentre}>
                <Input style={{ width: 140 }} />
              </Form.Item>
            </Space>
            <Space wrap align="start">
              <Form.Item name="deliverTo" label={c.deliverTo} rules={[{ required: true }]}>
                <Input style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="phone" label={c.phone} rules={[{ required: true }]}>
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="state" label={c.state}>
                <Input style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name="city" label={c.city}>
                <Input style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name="street" label={c.street} rules={[{ required: true }]}>
                <Input style={{ width: 320 }} />
              </Form.Item>
            </Space>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {c.send}
            </Button>
          </Form>
          {answer && (
            <Alert
              style={{ marginTop: 16 }}
              type={answer.status === 200 ? 'success' : 'error'}
              showIcon
              message={c.answer(answer.status, answer.statusText)}
            />
          )}
        </Card>
      )}
    </Space>
  );
}

function SimulatedCart({ sim }: { sim: PunchoutSim }) {
  return (
    <Card size="small" title={c.lines}>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={c.protocol}>{sim.protocol === 'oci' ? 'OCI' : 'cXML'}</Descriptions.Item>
        <Descriptions.Item label="Total">¥{sim.total}</Descriptions.Item>
      </Descriptions>
      <SmallTable
        rowKey={(l) => `${l.supplierPartId}-${l.auxiliaryId}`}
        dataSource={sim.lines}
        columns={[
          { title: c.partId, dataIndex: 'supplierPartId' },
          { title: c.auxId, dataIndex: 'auxiliaryId' },
          { title: c.description, dataIndex: 'description', ellipsis: true },
          { title: c.quantity, dataIndex: 'quantity', width: 70 },
          { title: c.unitPrice, dataIndex: 'unitPrice', render: (v: string) => `¥${v}`, width: 100 },
          { title: c.unit, dataIndex: 'unit', width: 60 },
          { title: c.classification, dataIndex: 'classification', width: 100 },
          { title: c.manufacturer, render: (_, l) => `${l.manufacturerName} ${l.manufacturerPartId}` },
        ]}
      />
    </Card>
  );
}
