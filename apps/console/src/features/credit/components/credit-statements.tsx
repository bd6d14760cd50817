import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { t } from '@/locales/zh-CN';
import { CreditTable } from './credit-table';
import { useCreditStatements } from '../api/credit';
import { StatementModal } from './statement-modal';
import { StatementStatus } from './statement-status';

const c = t.credit;

/** Every company's statements (or the overdue ones); 查看 opens one. */
export function CreditStatements({
  openId,
  setOpenId,
}: {
  openId: number | null;
  setOpenId: (id: number | null) => void;
}) {
  const [overdue, setOverdue] = useState(false);
  const list = useCreditStatements(overdue);
  return (
    <>
      <Checkbox style={{ marginBottom: 12 }} checked={overdue} onChange={(e) => setOverdue(e.target.checked)}>
        {c.overdueOnly}
      </Checkbox>
      <CreditTable
        query={list}
        rowKey="id"
        columns={[
          { title: c.statementNo, dataIndex: 'statementNo' },
          { title: c.company, dataIndex: 'companyName' },
          { title: c.periodColumn, render: (_, s) => c.periodText(s.periodFrom, s.periodTo) },
          { title: c.amountDue, dataIndex: 'amountDue', align: 'right' },
          { title: c.outstanding, dataIndex: 'outstanding', align: 'right' },
          { title: c.dueColumn, dataIndex: 'dueDate' },
          { title: t.common.status, render: (_, s) => <StatementStatus statement={s} /> },
          {
            title: t.common.actions,
            render: (_, s) => (
              <Button type="link" onClick={() => setOpenId(s.id)}>
                {t.common.view}
              </Button>
            ),
          },
        ]}
      />
      {openId !== null && <StatementModal id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
