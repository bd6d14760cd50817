import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Select, Space, Switch, Table, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput, QuietHours } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { CentrePanel } from './centre-panel';
import { toast } from '@/lib/toast';
import { notificationCopy as c } from '@/locales/zh-CN-notification';

type Row = NotificationPreferences['groups'][number];

/** Every half hour of the day, for the quiet hours' ends. */
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const hh = String(Math.floor(i / 2)).padStart(2, '0');
  return { value: `${hh}:${i % 2 ? '30' : '00'}`, label: `${hh}:${i % 2 ? '30' : '00'}` };
});

type Props = {
  /** The choices in force (undefined while they load). */
  data: NotificationPreferences | undefined;
  /** Saves the choices; answers them as now in force. */
  save: (body: NotificationPreferencesInput) => Promise<NotificationPreferences>;
  /** After a save: keep the answer (the page's query data). */
  onSaved: (saved: NotificationPreferences) => void;
  /** What the save button and its success toast say. */
  saveLabel: string;
  savedText: string;
};

type PanelProps = Omit<Props, 'data' | 'onSaved'> & {
  headingId: string;
  title: string;
  intro: ReactNode;
  /** Where the choices are read (GET); the save's answer replaces its data. */
  query: UseQueryOptions<NotificationPreferences, Error, NotificationPreferences, string[]>;
  /** What the notice above the table says of whose choices are in force. */
  source: Record<NotificationPreferences['source'], string>;
  /** Shown under the intro, before the choices (a person's 接收邮箱). */
  top?: ReactNode;
};

/**
 * A centre panel of notification choices read from `query` and saved with `save`: a person's 通知设置 and a
 * company's 企业默认通知设置 (管理员) differ only in where they are kept and in their words.
 */
export function NotificationChoicesPanel({
  headingId,
  title,
  intro,
  query,
  source,
  top,
  ...editor
}: PanelProps) {
  const queryClient = useQueryClient();
  const { data } = useQuery(query);
  return (
    <CentrePanel headingId={headingId} title={title}>
      <p>{intro}</p>
      {top}
      {data && <Alert type="info" showIcon title={source[data.source]} style={{ marginBottom: 16 }} />}
      <NotificationChoices
        {...editor}
        data={data}
        onSaved={(saved) => queryClient.setQueryData(query.queryKey, saved)}
      />
    </CentrePanel>
  );
}

/**
 * Per event group, whether 短信 and 邮件 go out besides the 站内信 (always kept; 安全 locked on), the quiet
 * hours, 每日汇总, and 保存: a person's own 通知设置 and a company's defaults are the same table.
 */
function NotificationChoices({ data, save, onSaved, saveLabel, savedText }: Props) {
  // What was changed since the last answer (nothing: the answer as it is).
  const [draft, setDraft] = useState<{ groups?: Row[]; quiet?: QuietHours; digest?: boolean }>({});
  const groups = draft.groups ?? data?.groups ?? [];
  const digest = draft.digest ?? data?.digest ?? false;
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
  const saving = useAction(save, {
    onSuccess: (saved) => {
      onSaved(saved);
      setDraft({});
      toast.success(savedText);
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
    <>
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
      <Space style={{ marginTop: 16, display: 'flex' }} wrap>
        <span>{c.digest}</span>
        <Switch
          aria-label={c.digest}
          checked={digest}
          onChange={(on) => setDraft((d) => ({ ...d, digest: on }))}
        />
        <span className="hint">{c.digestHint}</span>
      </Space>
      <div style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={saving.isPending}
          disabled={!data}
          onClick={() =>
            void saving.run({
              groups: Object.fromEntries(groups.map((r) => [r.group, { sms: r.sms, email: r.email }])),
              quietHours: quiet,
              digest,
            })
          }
        >
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
