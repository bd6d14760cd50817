import { useState } from 'react';
import { Tabs } from 'antd';
import { t } from '@/locales/zh-CN';
import { CreditAccounts } from './credit-accounts';
import { CreditRepayments } from './credit-repayments';
import { CreditStatements } from './credit-statements';
import { CreditSummary } from './credit-summary';

/** 账期管理 (财务): credit accounts, statements (produce, view, reply, reissue; overdue list), repayments. */
export function CreditConsole() {
  const [tab, setTab] = useState('accounts');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <CreditSummary />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'accounts',
            label: t.credit.tabs.accounts,
            children: (
              <CreditAccounts
                onProduced={(id) => {
                  setTab('statements');
                  setOpenId(id);
                }}
              />
            ),
          },
          {
            key: 'statements',
            label: t.credit.tabs.statements,
            children: <CreditStatements openId={openId} setOpenId={setOpenId} />,
          },
          { key: 'repayments', label: t.credit.tabs.repayments, children: <CreditRepayments /> },
        ]}
      />
    </>
  );
}
