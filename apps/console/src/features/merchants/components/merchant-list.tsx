import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Image, Segmented, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_STATUS_LABEL, type MerchantApplication } from '@mall/shared';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { numberOf, useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { merchantKeys, reviewMerchant, useMerchants } from '../api/merchants';

const KEYS = ['status'] as const;
const tabs = [
  { value: '', label: t.common.all },
  ...Object.entries(MERCHANT_STATUS_LABEL).map(([value, label]) => ({ value, label })),
];

function FileLink({ href, label }: { href: string; label: string }) {
  if (!href) return <>—</>;
  if (href.endsWith('.pdf'))
    return (
      <a href={href} target="_blank" rel="noreferrer">
        {label}（PDF）
      </a>
    );
  return <Image src={href} width={96} />;
}

/** Merchant applications by status; open one to see its facts and uploads and approve or reject it. */
export function MerchantList() {
  const { modal } = App.useApp();
  const { values, set, page, size } = useUrlState(KEYS);
  const queryClient = useQueryClient();
  const status = numberOf(values.status) ?? -1;
  const list = useMerchants(status, page, Math.min(size, 50));
  const [open, setOpen] = useState<MerchantApplication | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const done = (text: string) => () => {
    toast.success(text);
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
  };
  return (
    <>
      <Segmented
        style={{ marginBottom: 16 }}
        value={values.status ?? ''}
        options={tabs}
        onChange={(v) => set({ status: String(v) || undefined })}
      />
      <Table<MerchantApplication>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, Math.min(size, 50), list.data?.total, set)}
        columns={[
          { title: t.merchants.applicationNo, dataIndex: 'applicationNo' },
          { title: t.merchants.company, dataIndex: 'companyName' },
          { title: t.merchants.creditCode, dataIndex: 'creditCode' },
          { title: t.merchants.contact, render: (_, r) => `${r.contactName} ${r.mobile}` },
          { title: t.merchants.categories, render: (_, r) => r.categories.join('、') },
          {
            title: t.merchants.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          { title: t.merchants.submittedAt, dataIndex: 'submittedAt', render: formatTime },
          { title: t.common.actions, render: (_, r) => <a onClick={() => setOpen(r)}>{t.merchants.view}</a> },
        ]}
      />
      <Drawer
        open={open !== null}
        size={640}
        title={open?.companyName}
        onClose={() => setOpen(null)}
        extra={
          open?.status === 1 && (
            <Space>
              <Button
                type="primary"
                onClick={() =>
                  modal.confirm({
                    title: t.merchants.approveConfirm,
                    onOk: () => reviewMerchant(open.id, true).then(done(t.merchants.approved)),
                  })
                }
              >
                {t.merchants.approve}
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                {t.merchants.reject}
              </Button>
            </Space>
          )
        }
      >
        {open && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t.merchants.applicationNo}>{open.applicationNo}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.status}>
              <StatusTag label={open.statusLabel} />
            </Descriptions.Item>
            <Descriptions.Item label={t.merchants.creditCode}>{open.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.legalPerson}>{open.legalPerson}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.capital}>
              {open.registeredCapital !== null ? t.merchants.capitalValue(open.registeredCapital) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t.merchants.address}>{open.address}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.contact}>{open.contactName}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.mobile}>{open.mobile}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.email}>{open.email || '—'}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.categories}>{open.categories.join('、')}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.brands}>{open.brands.join('、')}</Descriptions.Item>
            <Descriptions.Item label={t.merchants.license}>
              <FileLink href={open.licenseFile} label={t.merchants.license} />
            </Descriptions.Item>
            <Descriptions.Item label={t.merchants.brandAuth}>
              <Space wrap>
                {open.brandAuthFiles.length === 0
                  ? '—'
                  : open.brandAuthFiles.map((f, i) => (
                      <FileLink key={f} href={f} label={`${t.merchants.brandAuth} ${i + 1}`} />
                    ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t.merchants.submittedAt}>
              {formatTime(open.submittedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t.merchants.reviewedAt}>
              {formatTime(open.reviewedAt)}
            </Descriptions.Item>
            {open.rejectReason && (
              <Descriptions.Item label={t.merchants.rejectReason}>{open.rejectReason}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Drawer>
      <ReasonModal
        open={rejecting}
        title={t.merchants.rejectTitle}
        label={t.merchants.rejectReason}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => reviewMerchant(open!.id, false, reason).then(done(t.merchants.rejected))}
      />
    </>
  );
}
