import { useAction } from '@mall/client-kit';
import { Button, Form, Input } from 'antd';
import { joinCompanyBody, type MyCompany } from '@mall/shared';
import { companyCopy } from '@/locales/zh-CN-company';
import { joinCompany } from '../api/join-company';
import { schemaRule } from '../lib/form-rules';
import { CentrePanel } from '@/components/centre-panel';

const c = companyCopy.company.info;

/** 加入企业: the 6-digit code of the SMS invitation (the invitee signed in with that mobile). */
export function JoinCompanyBox({ onJoined }: { onJoined: (company: MyCompany) => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const action = useAction((code: string) => joinCompany(code), { onSuccess: onJoined });
  return (
    <CentrePanel headingId="company-join-title" title={c.joinTitle}>
      <p className="mall-company-intro">{c.joinIntro}</p>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => void action.run(values.code.trim())}
        className="mall-company-join"
      >
        <Form.Item name="code" label={c.code} rules={[schemaRule(joinCompanyBody.shape.code)]}>
          <Input
            placeholder={c.codePlaceholder}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {c.join}
          </Button>
        </Form.Item>
      </Form>
    </CentrePanel>
  );
}
