import { useState } from 'react';
import { App, Button, Drawer, Image, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_STATUS_LABEL, type MerchantApplication } from '@mall/shared';
import { statusColumn, timeColumn } from '@/components/columns';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { numberOf, useListPage } from '@mall/client-kit';
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
  const { tableProps } = useListPage<MerchantApplication>({
    keys: KEYS,
    maxSize: 50,
    useList: (values, page) => useMerchants(numberOf(values.status) ?? -1, page.pageNum, page.pageSize),
  });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<MerchantApplication | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const done = (text: string) => () => {
    toast.success(text);
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
  };
  return (
    <>
      <StatusTabs labels={MERCHANT_STATUS_LABEL} />
      <Table<MerchantApplication>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: m.applicationNo, dataIndex: 'applicationNo' },
          { title: m.company, dataIndex: 'companyName' },
          { title: m.creditCode, dataIndex: 'creditCode' },
          { title: m.contact, render: (_, r) => `${r.contactName} ${r.mobile}` },
          { title: m.categories, render: (_, r) => r.categories.join('、') },
          statusColumn(m.status),
          timeColumn(m.submittedAt, 'submittedAt'),
          { title: t.common.actions, render: (_, r) => <a onClick={() => setOpen(r)}>{m.view}</a> },
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
                    title: m.approveConfirm,
                    onOk: () => reviewMerchant(open.id, true).then(done(m.approved)),
                  })
                }
              >
                {m.approve}
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                {m.reject}
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
        title={m.rejectTitle}
        label={m.rejectReason}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => reviewMerchant(open!.id, false, reason).then(done(m.rejected))}
      />
    </>
  );
}
