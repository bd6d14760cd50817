import { useState } from 'react';
import { App, Button, Drawer, Image, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_STATUS_LABEL, type MerchantApplication } from '@mall/shared';
import { statusColumn, timeColumn } from '@/components/columns';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { numberOf, useUrlState } from '@mall/client-kit';
import { StatusTabs } from '@/components/status-tabs';
import { Facts } from '@/components/facts';
import { t } from '@/locales/zh-CN';
import { merchantKeys, reviewMerchant, useMerchants } from '../api/merchants';

const KEYS = ['status'] as const;
const m = t.merchants;

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
      <StatusTabs
        labels={MERCHANT_STATUS_LABEL}
        value={values.status}
        onChange={(status) => set({ status })}
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
          statusColumn(t.merchants.status),
          timeColumn(t.merchants.submittedAt, 'submittedAt'),
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
          <Facts
            column={1}
            bordered
            items={[
              [m.applicationNo, open.applicationNo],
              [m.status, <StatusTag label={open.statusLabel} />],
              [m.creditCode, open.creditCode],
              [m.legalPerson, open.legalPerson],
              [m.capital, open.registeredCapital !== null ? m.capitalValue(open.registeredCapital) : '—'],
              [m.address, open.address],
              [m.contact, open.contactName],
              [m.mobile, open.mobile],
              [m.email, open.email || '—'],
              [m.categories, open.categories.join('、')],
              [m.brands, open.brands.join('、')],
              [m.license, <FileLink href={open.licenseFile} label={m.license} />],
              [
                m.brandAuth,
                <Space wrap>
                  {open.brandAuthFiles.length === 0
                    ? '—'
                    : open.brandAuthFiles.map((f, i) => (
                        <FileLink key={f} href={f} label={`${m.brandAuth} ${i + 1}`} />
                      ))}
                </Space>,
              ],
              [m.submittedAt, formatTime(open.submittedAt)],
              [m.reviewedAt, formatTime(open.reviewedAt)],
              open.rejectReason && [m.rejectReason, open.rejectReason],
            ]}
          />
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
