import { useState } from 'react';
import { Alert, Button, Checkbox, Select, Space, Switch, Table, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, QuietHours } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { notificationCopy as c } from '@/locales/zh-CN-notification';
import { preferencesQueryOptions, savePreferences, usePreferences } from '../api/preferences';

type Row = NotificationPreferences['groups'][number];

/** Every half hour of the day, for the quiet hours' ends. */
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const hh = String(Math.floor(i / 2)).padStart(2, '0');
  return { value: `${hh}:${i % 2 ? '30' : '00'}`, label: `${hh}:${i % 2 ? '30' : '00'}` };
});

/**
 * 通知设置: per event group, whether 短信 and 邮件 go out besides the 站内信 (always kept; 安全 locked on),
 * and the quiet hours. Shows whose settings are in force (own, the company's defaults, the platform's).
 */
export function PreferencesPanel() {
  const queryClient = useQueryClient();
  const { data } = usePreferences();
  // What the person changed since the last answer (nothing: the answer as it is).
  const [draft, setDraft] = useState<{ groups?: Row[]; quiet?: QuietHours }>({});
  const groups = draft.groups ?? data?.groups ?? [];
  const quiet = draft.quiet ?? data?.quietHours ?? { enabled: true, start: '22:00', end: '08:00' };
  const setQuiet = (change: Partial<QuietHours>) =>
    setDraft((d) => ({ ...d, quiet: { ...quiet, ...change } }));
  const timeSelect = (end: 'start' | 'end', label: string) => (
    <Select
      aria-label={label}
      value={quiet[end]}
      options={TIMES}
      disabled={!quiet.enabled}
      style={{ width: 100 }}
      onChange={(time) => setQuiet({ [end]: time })}
    />
  );
  const save = useAction(savePreferences, {
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryOptions().queryKey, saved);
      setDraft({});
      toast.success(c.saved);
    },
  });
  const set = (group: string, channel: 'sms' | 'email', on: boolean) =>
    setDraft((d) => ({ ...d, groups: groups.map((r) => (r.group === group ? { ...r, [channel]: on } : r)) }));
  const channel = (key: 'sms' | 'email') => ({
    title: c[key],
    key,
    width: 100,
    render: (_: unknown, r: Row) => (
      <Checkbox
        aria-label={`${r.label}${c[key]}`}
        checked={r[key]}
        disabled={r.locked}
        onChange={(e) => set(r.group, key, e.target.checked)}
      />
    ),
  });

  return (
    <section className="mall-centre-panel" aria-labelledby="centre-notification-title">
      <h2 id="centre-notification-title">{c.title}</h2>
      <p>{c.intro}</p>
      {data && <Alert type="info" showIcon message={c.source[data.source]} style={{ marginBottom: 16 }} />}
      <Table<Row>
        rowKey="group"
        size="small"
        pagination={false}
        loading={!data}
        dataSource={groups}
        columns={[
          {
            title: c.group,
            key: 'label',
            render: (_, r) => (
              <Space>
                {r.label}
                {r.locked && (
                  <Tooltip title={c.locked}>
                    <LockOutlined aria-label={c.locked} />
                  </Tooltip>
                )}
                {r.urgent && <span className="hint">{c.urgent}</span>}
              </Space>
            ),
          },
          { title: c.inbox, key: 'inbox', width: 100, render: () => c.always },
          channel('sms'),
          channel('email'),
        ]}
      />
      <Space style={{ marginTop: 24 }} wrap>
        <span>{c.quiet}</span>
        <Switch aria-label={c.quiet} checked={quiet.enabled} onChange={(enabled) => setQuiet({ enabled })} />
        {timeSelect('start', c.quietFrom)}
        <span>—</span>
        {timeSelect('end', c.quietTo)}
        <span className="hint">{c.quietHint}</span>
      </Space>
      <div style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={!data}
          onClick={() =>
            void save.run({
              groups: Object.fromEntries(groups.map((r) => [r.group, { sms: r.sms, email: r.email }])),
              quietHours: quiet,
            })
          }
        >
          {c.save}
        </Button>
      </div>
    </section>
  );
}
