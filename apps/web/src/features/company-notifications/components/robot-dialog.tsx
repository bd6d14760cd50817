import { FormModal } from '@mall/client-kit';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import {
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  ROBOT_PLATFORMS,
  notificationRobotInput,
  type NotificationEvent,
  type NotificationRobot,
  type RobotPlatform,
} from '@mall/shared';
import { schemaRule } from '@/lib/form-rules';
import { companyNotificationsCopy } from '@/locales/zh-CN-company-notifications';

const c = companyNotificationsCopy.robots;
const d = c.dialog;

/** The events a company's robot may take (their owners include the company). */
const COMPANY_EVENTS = NOTIFICATION_EVENT_NAMES.filter((e) =>
  (NOTIFICATION_EVENTS[e].owners as readonly string[]).includes('company'),
);
const PLATFORM_OPTIONS = (Object.keys(ROBOT_PLATFORMS) as RobotPlatform[]).map((p) => ({
  value: p,
  label: ROBOT_PLATFORMS[p],
}));
const shape = notificationRobotInput.shape;
const EVENT_OPTIONS = COMPANY_EVENTS.map((e) => ({ value: e, label: NOTIFICATION_EVENTS[e].label }));

export type RobotValues = {
  platform: RobotPlatform;
  name: string;
  webhookUrl: string;
  secret: string;
  events: NotificationEvent[];
  enabled: boolean;
};

/**
 * 新增 / 编辑 a group robot: platform, name, webhook URL, the signing secret for 钉钉 and 飞书, the company's
 * events and whether it is on. Editing never shows the saved URL or secret: empty keeps them.
 */
export function RobotDialog({
  robot,
  onClose,
  onSubmit,
}: {
  /** undefined: closed; null: a new robot; a robot: editing it. */
  robot: NotificationRobot | null | undefined;
  onClose: () => void;
  onSubmit: (values: RobotValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<RobotValues>();
  const platform = Form.useWatch('platform', form);
  const editing = robot ?? undefined;
  // The saved URL may stay only while the platform stays.
  const mayKeepUrl = !!editing && (platform ?? editing.platform) === editing.platform;
  const signed = platform === 'dingtalk' || platform === 'feishu';
  return (
    <FormModal<RobotValues>
      open={robot !== undefined}
      title={editing ? d.editTitle : d.addTitle}
      okText={d.save}
      name="company-robot"
      form={form}
      width={560}
      initialValues={
        editing
          ? {
              platform: editing.platform,
              name: editing.name,
              webhookUrl: '',
              secret: '',
              events: editing.events.filter((e): e is NotificationEvent => e in NOTIFICATION_EVENTS),
              enabled: editing.enabled,
            }
          : { platform: 'wecom', name: '', webhookUrl: '', secret: '', events: [], enabled: true }
      }
      onClose={onClose}
      onSubmit={(v) =>
        onSubmit({
          ...v,
          name: v.name.trim(),
          webhookUrl: (v.webhookUrl ?? '').trim(),
          secret: signed ? (v.secret ?? '').trim() : '',
          events: v.events ?? [],
        })
      }
    >
      <Form.Item name="platform" label={c.platform} required>
        <Select options={PLATFORM_OPTIONS} placeholder={d.platformPlaceholder} aria-label={c.platform} />
      </Form.Item>
      <Form.Item name="name" label={c.name} required rules={[schemaRule(shape.name)]}>
        <Input maxLength={50} placeholder={d.namePlaceholder} />
      </Form.Item>
      <Form.Item
        name="webhookUrl"
        label={c.webhook}
        required={!mayKeepUrl}
        rules={[schemaRule(shape.webhookUrl, mayKeepUrl)]}
        extra={mayKeepUrl && editing ? d.webhookKeep.replace('{hint}', editing.webhookHint) : undefined}
      >
        <Input maxLength={500} placeholder={d.webhookPlaceholder} autoComplete="off" />
      </Form.Item>
      {signed ? (
        <Form.Item
          name="secret"
          label={d.secret}
          extra={
            editing?.hasSecret && editing.platform === platform
              ? `${d.secretHelp[platform]}；${d.secretKeep}`
              : `${d.secretHelp[platform]}；${d.secretNone}`
          }
        >
          <Input.Password
            maxLength={200}
            autoComplete="new-password"
            placeholder={editing ? d.secretKeep : ''}
          />
        </Form.Item>
      ) : (
        <p className="hint">{d.wecomNoSecret}</p>
      )}
      <Form.Item name="events" label={d.events} extra={d.eventsHelp}>
        <Checkbox.Group options={EVENT_OPTIONS} />
      </Form.Item>
      <Form.Item name="enabled" label={d.enabled} valuePropName="checked">
        <Switch aria-label={d.enabled} />
      </Form.Item>
    </FormModal>
  );
}
