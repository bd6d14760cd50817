import { Alert, Button, Descriptions, Form, Input, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCompany } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { companyKeys, reviewCompany, type CompanyReviewBody } from '../api/companies';
import { LicenseImage } from './license-image';

type Values = { reason?: string };

/**
 * Reviews a 待审核 company: its facts and licence image (click to enlarge) beside 通过 and 驳回; 驳回 asks for
 * the reason the company's 管理员 will read. Closes once the server answers; stays open on a refusal.
 */
export function CompanyReviewModal({
  company,
  onClose,
}: {
  /** The company under review; null keeps the dialog closed. */
  company: AdminCompany | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const review = useAction(reviewCompany, {
    onSuccess: (_, body: CompanyReviewBody) => {
      toast.success(body.approve ? t.companies.approved : t.companies.rejected);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      onClose();
    },
  });
  const approve = () => void review.run({ id: company!.id, approve: true });
  const reject = () =>
    form.validateFields().then(
      ({ reason }) => void review.run({ id: company!.id, approve: false, reason: (reason ?? '').trim() }),
      () => undefined,
    );
  return (
    <Modal
      open={company !== null}
      title={company ? t.companies.reviewTitle(company.name) : ''}
      width={640}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t.common.cancel}</Button>
          <Button danger loading={review.isPending} onClick={reject}>
            {t.companies.reject}
          </Button>
          <Button type="primary" loading={review.isPending} onClick={approve}>
            {t.companies.approve}
          </Button>
        </Space>
      }
    >
      {company && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t.companies.reviewHelp} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t.companies.name}>{company.name}</Descriptions.Item>
            <Descriptions.Item label={t.companies.creditCode}>{company.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t.companies.contact}>
              {company.contactName} {company.contactMobile}
            </Descriptions.Item>
            <Descriptions.Item label={t.companies.admin}>
              {company.adminName} {company.adminMobile}
            </Descriptions.Item>
            <Descriptions.Item label={t.companies.createdAt}>
              {formatTime(company.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t.companies.license}>
              <LicenseImage src={company.licenseImage} width={240} />
            </Descriptions.Item>
          </Descriptions>
          <Form<Values> form={form} layout="vertical" requiredMark={false} preserve={false} clearOnDestroy>
            <Form.Item
              name="reason"
              label={t.companies.rejectReasonLabel}
              rules={[{ required: true, whitespace: true, message: t.companies.rejectReasonRequired }]}
            >
              <Input.TextArea
                rows={3}
                maxLength={200}
                showCount
                placeholder={t.companies.rejectReasonPlaceholder}
              />
            </Form.Item>
          </Form>
        </Space>
      )}
    </Modal>
  );
}
