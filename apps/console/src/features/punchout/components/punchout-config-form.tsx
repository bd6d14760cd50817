import { Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import type { AdminPunchoutConfig, PunchoutConfigBody } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';

const c = t.punchout;

export type ConfigValues = {
  companyId?: number;
  fromDomain?: string;
  fromIdentity?: string;
  senderIdentity?: string;
  senderSecret?: string;
  toIdentity?: string;
  ociUsername?: string;
  ociPassword?: string;
  returnHosts?: string;
  memberUsername?: string;
  memberMapping?: 'technical' | 'email' | 'create';
  unspsc?: string;
  units?: string;
  orderBypassApproval?: boolean;
  orderPayMethod?: 4 | 5;
  outboundUrl?: string;
  outboundSecret?: string;
  enabled?: boolean;
};

/** The form's text fields → the save call's body (hosts split on commas and lines; UNSPSC as id=code lines). */
export function toBody(v: ConfigValues): PunchoutConfigBody {
  const pairs = (text = '') => {
    const out: Record<string, string> = {};
    for (const line of text.split(/\n/)) {
      const [key, code] = line.split('=').map((s) => s.trim());
      if (key && code) out[key] = code;
    }
    return out;
  };
  const unspsc = pairs(v.unspsc);
  return {
    companyId: Number(v.companyId),
    fromDomain: v.fromDomain || 'NetworkID',
    fromIdentity: v.fromIdentity ?? '',
    senderIdentity: v.senderIdentity ?? '',
    senderSecret: v.senderSecret ?? '',
    toIdentity: v.toIdentity ?? '',
    ociUsername: v.ociUsername ?? '',
    ociPassword: v.ociPassword ?? '',
    returnHosts: (v.returnHosts ?? '')
      .split(/[\s,，]+/)
      .map((h) => h.trim())
      .filter(Boolean),
    memberUsername: v.memberUsername ?? '',
    memberMapping: v.memberMapping ?? 'technical',
    unspsc,
    units: pairs(v.units),
    orderBypassApproval: v.orderBypassApproval ?? true,
    orderPayMethod: v.orderPayMethod ?? 4,
    outboundUrl: v.outboundUrl ?? '',
    outboundSecret: v.outboundSecret ?? '',
    enabled: v.enabled ?? true,
  };
}

function toValues(config: AdminPunchoutConfig | null): ConfigValues {
  if (!config)
    return {
      fromDomain: 'NetworkID',
      toIdentity: 'MALL-SUPPLIER',
      orderBypassApproval: true,
      orderPayMethod: 4,
      enabled: true,
    };
  return {
    companyId: config.companyId,
    fromDomain: config.fromDomain,
    fromIdentity: config.fromIdentity,
    senderIdentity: config.senderIdentity,
    toIdentity: config.toIdentity,
    ociUsername: config.ociUsername,
    returnHosts: config.returnHosts.join('\n'),
    memberUsername: config.memberUsername,
    memberMapping: config.memberMapping,
    unspsc: Object.entries(config.unspsc)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
    units: Object.entries(config.units)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
    orderBypassApproval: config.orderBypassApproval,
    orderPayMethod: config.orderPayMethod === 5 ? 5 : 4,
    outboundUrl: config.outboundUrl,
    enabled: config.enabled,
  };
}

/** 新建 / 修改对接: identities, secrets (write-only), hosts, member, mappings, order rules, outbound address. */
export function PunchoutConfigForm({
  editing,
  onSubmit,
  onClose,
}: {
  editing: { config: AdminPunchoutConfig | null } | null;
  onSubmit: (v: ConfigValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const isNew = !editing?.config;
  return (
    <FormModal<ConfigValues>
      open={editing !== null}
      title={isNew ? c.add : c.edit}
      name="punchout"
      width={720}
      initialValues={toValues(editing?.config ?? null)}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="companyId" label={c.companyId} extra={c.companyIdHelp} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} disabled={!isNew} style={{ width: 200 }} />
      </Form.Item>
      <RequiredTextItem name="memberUsername" label={c.member} extra={c.memberHelp}>
        <Input autoComplete="off" />
      </RequiredTextItem>
      <Form.Item name="memberMapping" label={c.memberMapping} extra={c.memberMappingHelp}>
        <Radio.Group
          options={[
            { value: 'technical', label: c.mappingTechnical },
            { value: 'email', label: c.mappingEmail },
            { value: 'create', label: c.mappingCreate },
          ]}
        />
      </Form.Item>
      <Form.Item label={c.fromIdentity} required>
        <Space.Compact block>
          <Form.Item name="fromDomain" noStyle>
            <Input aria-label={c.fromDomain} style={{ width: '30%' }} />
          </Form.Item>
          <Form.Item name="fromIdentity" noStyle rules={[{ required: true, whitespace: true }]}>
            <Input aria-label={c.fromIdentity} style={{ width: '70%' }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <RequiredTextItem name="senderIdentity" label={c.senderIdentity}>
        <Input autoComplete="off" />
      </RequiredTextItem>
      <Form.Item
        name="senderSecret"
        label={c.senderSecret}
        extra={isNew ? c.secretHelpNew : c.secretHelpKeep}
        rules={isNew ? [{ required: true, min: 12 }] : [{ min: 12 }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RequiredTextItem name="toIdentity" label={c.toIdentity} />
      <Form.Item name="ociUsername" label={c.ociUsername} extra={c.ociHelp}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="ociPassword" label={c.ociPassword} extra={isNew ? c.ociHelp : c.secretHelpKeep}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RequiredTextItem name="returnHosts" label={c.returnHosts} extra={c.returnHostsHelp}>
        <Input.TextArea rows={2} />
      </RequiredTextItem>
      <Form.Item name="unspsc" label={c.unspsc} extra={c.unspscHelp}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="units" label={c.units} extra={c.unitsHelp}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="orderBypassApproval"
        label={c.bypassApproval}
        extra={c.bypassHelp}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="orderPayMethod" label={c.payMethod}>
        <Radio.Group
          options={[
            { value: 4, label: c.payOffline },
            { value: 5, label: c.payCredit },
          ]}
        />
      </Form.Item>
      <Form.Item name="outboundUrl" label={c.outboundUrl}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="outboundSecret" label={c.outboundSecret} extra={c.secretHelpKeep}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="enabled" label={c.enabled} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
