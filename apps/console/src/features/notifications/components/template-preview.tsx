import { Alert, Card, Col, Form, Row, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_NAMES, type NotificationEvent } from '@mall/shared';
import { Facts } from '@/components/facts';
import { LoadFailed } from '@/components/load-failed';
import { t } from '@/locales/zh-CN';
import { useTemplatePreview } from '../api/notifications';

const c = t.notifications;
const EVENT_OPTIONS = NOTIFICATION_EVENT_NAMES.map((value) => ({
  value,
  label: NOTIFICATION_EVENTS[value].label,
}));
const PRE_STYLE = {
  margin: 0,
  padding: 12,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxHeight: 360,
  overflow: 'auto',
} as const;

/** One channel's text as it is sent, in a card named (and labelled) by the channel. */
function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <pre style={PRE_STYLE} aria-label={title}>
        {text}
      </pre>
    </Card>
  );
}

/** The event in the URL (so a link shows the same preview), the first event without a valid one. */
function useChosenEvent(): [NotificationEvent, (event: NotificationEvent) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('event') as NotificationEvent | null;
  const event = asked && NOTIFICATION_EVENT_NAMES.includes(asked) ? asked : NOTIFICATION_EVENT_NAMES[0]!;
  return [event, (next) => setParams({ event: next }, { replace: true })];
}

/**
 * 模板预览: one event's message with sample facts as each channel sends it: the mail as it renders (its HTML in
 * a sandboxed frame: no scripts, no same-origin access), its subject and plain text, the robots' markdown, the
 * message centre's copy (站内信) and the SMS.
 */
export function TemplatePreviewPanel() {
  const [event, choose] = useChosenEvent();
  const preview = useTemplatePreview(event);
  const data = preview.data;
  return (
    <>
      <Alert type="info" showIcon title={c.templatesIntro} style={{ marginBottom: 16 }} />
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={c.pickEvent} htmlFor="notification-event">
          <Select<NotificationEvent>
            id="notification-event"
            style={{ width: 220 }}
            value={event}
            options={EVENT_OPTIONS}
            onChange={choose}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
      {preview.isError ? (
        <LoadFailed onRetry={() => void preview.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Facts
            column={2}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              [c.event, data.eventLabel],
              [c.mailSubject, data.subject],
            ]}
          />
          <Row gutter={16}>
            <Col xs={24} xl={14}>
              <Card size="small" title={c.mailHtml} style={{ marginBottom: 16 }}>
                <iframe
                  title={c.mailFrame}
                  sandbox=""
                  srcDoc={data.html}
                  style={{ width: '100%', height: 560, border: 'none', background: '#fff' }}
                />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <TextCard title={c.mailText} text={data.text} />
              <TextCard title={c.markdown} text={data.markdown} />
              {data.inbox ? (
                <TextCard title={c.inbox} text={`${data.inbox.title}\n\n${data.inbox.content}`} />
              ) : (
                <Card size="small" title={c.inbox} style={{ marginBottom: 16 }}>
                  <span aria-label={c.inbox}>{c.inboxNone}</span>
                </Card>
              )}
              <TextCard title={c.sms} text={data.sms} />
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
