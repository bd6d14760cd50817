import { useState } from 'react';
import { Alert, Button, Space, Switch, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { NOTIFICATION_EVENTS, ROBOT_PLATFORMS, type NotificationRobot } from '@mall/shared';
import { CentreListPanel } from '@/components/centre-panel';
import { ConfirmLink } from '@/components/confirm-link';
import { toast } from '@/lib/toast';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { companyNotificationsCopy } from '@/locales/zh-CN-company-notifications';
import { createRobot, deleteRobot, robotsKey, testRobot, updateRobot, useRobots } from '../api/robots';
import { RobotDialog, type RobotValues } from './robot-dialog';

const c = companyNotificationsCopy.robots;
type Verdict = { sent: boolean; error: string };
/** 删除, asked first with the confirming button red too. */
const DELETE_WORDS = { label: c.delete, confirm: c.deleteConfirm, cancelText: c.cancel, dangerOk: true };

/** What is kept of a robot when only its switch moves: the saved URL and secret stay (empty). */
const asSaved = (r: NotificationRobot, enabled: boolean) => ({
  platform: r.platform,
  name: r.name,
  events: r.events as RobotValues['events'],
  enabled,
});

/**
 * 群机器人: the company's 企业微信 / 钉钉 / 飞书 robots with their masked webhook and events; 新增 and 编辑 in a
 * dialog, 启用 as a switch, 发送测试消息 showing the platform's verdict beside the robot, 删除 asked first.
 */
export function RobotsPanel() {
  const queryClient = useQueryClient();
  const robots = useRobots();
  const refresh = () => queryClient.invalidateQueries({ queryKey: robotsKey });
  // undefined: no dialog; null: a new robot; a robot: editing it.
  const [editing, setEditing] = useState<NotificationRobot | null | undefined>(undefined);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});
  const remove = useRefreshingAction((r: NotificationRobot) => deleteRobot(r.id), c.deleted, refresh);
  const toggle = useRefreshingAction(
    ({ robot, on }: { robot: NotificationRobot; on: boolean }) => updateRobot(robot.id, asSaved(robot, on)),
    (_, { on }) => c.switched(on),
    refresh,
  );
  const test = useAction((r: NotificationRobot) => testRobot(r.id), {
    onSuccess: (verdict, r) => {
      setVerdicts((v) => ({ ...v, [r.id]: verdict }));
      if (verdict.sent) toast.success(c.testSent);
      else toast.error(`${c.testFailed}：${verdict.error}`);
    },
  });
  const save = async (values: RobotValues) => {
    if (editing) await updateRobot(editing.id, values);
    else await createRobot(values);
    toast.success(editing ? c.saved : c.added);
    await refresh();
  };

  return (
    <CentreListPanel<NotificationRobot>
      headingId="company-robots-title"
      title={c.title}
      intro={<Alert type="info" showIcon title={c.intro} style={{ marginBottom: 16 }} />}
      add={{ label: c.add, onClick: () => setEditing(null) }}
      list={robots}
      none={c.none}
      table={{ size: 'small', tableLayout: 'fixed' }}
      columns={[
        { title: c.platform, key: 'platform', width: 90, render: (_, r) => ROBOT_PLATFORMS[r.platform] },
        { title: c.name, dataIndex: 'name', key: 'name', width: 130 },
        {
          title: c.webhook,
          key: 'webhook',
          width: 200,
          ellipsis: { showTitle: false },
          render: (_, r) => (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} title={r.webhookHint}>
              {r.webhookHint}
            </Typography.Text>
          ),
        },
        {
          title: c.events,
          key: 'events',
          width: 200,
          render: (_, r) =>
            r.events.length ? (
              <Space size={[0, 4]} wrap>
                {r.events.map((e) => (
                  <Tag key={e}>{NOTIFICATION_EVENTS[e as keyof typeof NOTIFICATION_EVENTS]?.label ?? e}</Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{c.noEvents}</Typography.Text>
            ),
        },
        {
          title: c.enabled,
          key: 'enabled',
          width: 70,
          render: (_, r) => (
            <Switch
              size="small"
              aria-label={`${c.enabled}${r.name}`}
              checked={r.enabled}
              loading={toggle.pendingArg?.robot.id === r.id}
              onChange={(on) => void toggle.run({ robot: r, on })}
            />
          ),
        },
        {
          title: c.actions,
          key: 'actions',
          width: 240,
          render: (_, r) => (
            <Space orientation="vertical" size={0}>
              <Space size={0}>
                {[
                  { label: c.edit, busy: false, onClick: () => setEditing(r) },
                  { label: c.test, busy: test.pendingArg?.id === r.id, onClick: () => void test.run(r) },
                ].map((link) => (
                  <Button
                    key={link.label}
                    type="link"
                    size="small"
                    loading={link.busy}
                    onClick={link.onClick}
                  >
                    {link.label}
                  </Button>
                ))}
                <ConfirmLink {...DELETE_WORDS} onConfirm={() => remove.run(r)} />
              </Space>
              {verdicts[r.id] && <VerdictText verdict={verdicts[r.id]!} />}
            </Space>
          ),
        },
      ]}
    >
      <RobotDialog robot={editing} onClose={() => setEditing(undefined)} onSubmit={save} />
    </CentreListPanel>
  );
}

/** The platform's answer to the last test message, kept beside the robot (a toast is gone in a second). */
function VerdictText({ verdict }: { verdict: Verdict }) {
  return verdict.sent ? (
    <Typography.Text type="success" role="status">
      {c.testSent}
    </Typography.Text>
  ) : (
    <Typography.Text type="danger" role="status">
      {`${c.testFailed}：${verdict.error}`}
    </Typography.Text>
  );
}
