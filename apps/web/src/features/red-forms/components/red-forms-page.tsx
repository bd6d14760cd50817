import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Spin, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { MyCompany, RedForm, RedFormStatus } from '@mall/shared';
import { redFormCopy } from '@/locales/zh-CN-red-form';
import { redFormKeys, useRedForms } from '../api/red-forms-api';
import { ApplyRedFormModal } from './apply-red-form-modal';
import { RedFormCard } from './red-form-card';
import '../red-forms.css';

const c = redFormCopy.redForm;
type Tab = RedFormStatus | 'all';
const TABS: Tab[] = ['pending', 'all', 'confirmed', 'no_confirm', 'rejected', 'revoked', 'expired'];

/** The clock the deadlines count down from, a tick a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** 全部 lists the forms waiting for an answer first, the nearest deadline first; then the newest. */
export function ordered(forms: readonly RedForm[]): RedForm[] {
  const waiting = (f: RedForm) => (f.status === 'pending' ? 0 : 1);
  return [...forms].sort(
    (a, b) =>
      waiting(a) - waiting(b) ||
      (a.status === 'pending' && b.status === 'pending'
        ? (a.confirmBy ?? '').localeCompare(b.confirmBy ?? '')
        : b.id - a.id),
  );
}

/**
 * 红字确认单 in the personal centre: the forms over the buyer's invoices (a person's own; the company's for its
 * 财务), 待确认 first, each with its actions; and 申请红字确认单 from an issued blue invoice.
 * `company`: the membership (undefined while it loads) — a member without 财务 is told who answers.
 */
export function RedFormsPage({ company }: { company: MyCompany | null | undefined }) {
  const [tab, setTab] = useState<Tab>('pending');
  const [applying, setApplying] = useState(false);
  const list = useRedForms(tab === 'all' ? undefined : tab);
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: redFormKeys.all });
  const notFinance = !!company && !company.roles.includes('财务');
  return (
    <section className="mall-centre-panel mall-red-forms" aria-labelledby="red-forms-title">
      <h2 id="red-forms-title">
        {c.pageTitle}
        <Button type="primary" className="apply" onClick={() => setApplying(true)}>
          {c.apply}
        </Button>
      </h2>
      <Alert type="info" showIcon title={c.intro} />
      {notFinance && <Alert type="warning" showIcon className="hint" title={c.companyHint} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map((key) => ({ key, label: c.tabs[key] }))}
      />
      {list.isPending ? (
        <Spin />
      ) : list.data?.length ? (
        <div className="mall-red-form-list">
          {ordered(list.data).map((form) => (
            <RedFormCard key={form.id} form={form} now={now} onChanged={refresh} />
          ))}
        </div>
      ) : (
        <Empty description={c.none} />
      )}
      {applying && (
        <ApplyRedFormModal
          onClose={() => setApplying(false)}
          onApplied={() => {
            setTab('all');
            refresh();
          }}
        />
      )}
    </section>
  );
}
