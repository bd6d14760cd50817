/**
 * The templates of a company's 账期 events, told to its 财务 and 管理员: a statement confirmed or disputed by
 * one of them, and a statement's repayment due soon or overdue; and of a 红字确认单 waiting for a buyer's or a
 * shop's confirmation. Spread into templates.ts's TEMPLATES (and
 * their sample facts into samples.ts's).
 */

/** The facts these events' templates read (money as yuan strings, dates as YYYY-MM-DD). */
export type FinanceFacts = {
  /** `by`: the member who confirmed. */
  'statement.confirmed': { statementNo: string; amount: string; period: string; dueDate: string; by: string };
  /** `by`: the member who disputed; `comment`: what he wrote ('' when nothing). */
  'statement.disputed': { statementNo: string; amount: string; period: string; by: string; comment: string };
  /** `amount`: what is left to pay; `when`: 今日 or N 天后. */
  'payment.due': { statementNo: string; amount: string; dueDate: string; when: string };
  /** `amount`: what is left to pay. */
  'payment.overdue': { statementNo: string; amount: string; dueDate: string };
  /**
   * A 红字确认单 waiting for the recipient's side (`side`: buyer, told to the buyer who confirms; seller, to the
   * shop): `amount`, what it reverses (yuan, positive); `applicantName`, the party who raised it; `deadline`,
   * until when it may be confirmed ('' when none).
   */
  'redform.waiting': {
    side: 'buyer' | 'seller';
    formNumber: string;
    blueNumber: string;
    amount: string;
    reason: string;
    applicantName: string;
    deadline: string;
  };
};

type Template<F> = (facts: F) => {
  subject: string;
  lines: [label: string, value: string][];
  intro: string;
  action: string;
};

export const FINANCE_TEMPLATES: { [E in keyof FinanceFacts]: Template<FinanceFacts[E]> } = {
  'statement.confirmed': (f) => ({
    subject: `【对账单已确认】${f.statementNo}（¥${f.amount}）`,
    intro: `${f.by} 已确认贵公司的账期对账单 ${f.statementNo}，请在 ${f.dueDate} 前对公转账还款。`,
    lines: [
      ['对账单号', f.statementNo],
      ['账期', f.period],
      ['应还金额', `¥${f.amount}`],
      ['到期日', f.dueDate],
      ['确认人', f.by],
    ],
    action: '查看对账单',
  }),
  'statement.disputed': (f) => ({
    subject: `【对账单有异议】${f.statementNo}（¥${f.amount}）`,
    intro: `${f.by} 对贵公司的账期对账单 ${f.statementNo} 提出了异议，平台核实后将重开对账单或与您联系。`,
    lines: [
      ['对账单号', f.statementNo],
      ['账期', f.period],
      ['应还金额', `¥${f.amount}`],
      ['提出人', f.by],
      ['异议说明', f.comment || '（未填写）'],
    ],
    action: '查看对账单',
  }),
  'payment.due': (f) => ({
    subject: `【还款提醒】对账单 ${f.statementNo} 待还 ¥${f.amount}，${f.dueDate} 到期`,
    intro:
      f.when === '今日'
        ? `贵公司的账期对账单 ${f.statementNo} 今日（${f.dueDate}）到期，尚有 ¥${f.amount} 未还，请尽快对公转账还款。`
        : `贵公司的账期对账单 ${f.statementNo} 将于 ${f.dueDate}（${f.when}）到期，尚有 ¥${f.amount} 未还，请按时对公转账还款。`,
    lines: [
      ['对账单号', f.statementNo],
      ['待还金额', `¥${f.amount}`],
      ['还款截止日', f.dueDate],
    ],
    action: '查看对账单',
  }),
  'payment.overdue': (f) => ({
    subject: `【已逾期】对账单 ${f.statementNo} 仍有 ¥${f.amount} 未还`,
    intro: `贵公司的账期对账单 ${f.statementNo} 已于 ${f.dueDate} 到期，仍有 ¥${f.amount} 未还，账期支付已暂停使用，请尽快还款。`,
    lines: [
      ['对账单号', f.statementNo],
      ['逾期金额', `¥${f.amount}`],
      ['还款截止日', f.dueDate],
    ],
    action: '查看对账单',
  }),
  'redform.waiting': (f) => {
    const who = f.side === 'buyer' ? `销售方 ${f.applicantName}` : `购买方 ${f.applicantName}`;
    const until = f.deadline ? `请在 ${f.deadline} 前确认或拒绝，逾期作废` : '请及时确认或拒绝';
    return {
      subject: `【红字确认单待确认】${f.formNumber}（发票 ${f.blueNumber}，-¥${f.amount}）`,
      intro: `${who} 对发票 ${f.blueNumber} 提出了红字确认单（${f.reason}），需${f.side === 'buyer' ? '您' : '贵店'}确认，${until}；确认后将开具红字发票。`,
      lines: [
        ['红字确认单编号', f.formNumber],
        ['蓝字发票号码', f.blueNumber],
        ['红冲金额', `-¥${f.amount}`],
        ['红冲原因', f.reason],
        ['提出方', who],
        ...(f.deadline ? [['确认截止', f.deadline] as [string, string]] : []),
      ],
      action: '去确认',
    };
  },
};

/** Made-up facts of each, for the console's template preview (never sent). */
export const FINANCE_SAMPLES: FinanceFacts = {
  'statement.confirmed': {
    statementNo: 'ST202611-0001',
    amount: '36,800.00',
    period: '2026-10-01 至 2026-10-31',
    dueDate: '2026-12-05',
    by: 'qy_caiwu',
  },
  'statement.disputed': {
    statementNo: 'ST202611-0001',
    amount: '36,800.00',
    period: '2026-10-01 至 2026-10-31',
    by: 'qy_caiwu',
    comment: '订单 202610150000000003 已整单退货，不应计入本期',
  },
  'payment.due': { statementNo: 'ST202611-0001', amount: '36,800.00', dueDate: '2026-12-05', when: '3 天后' },
  'payment.overdue': { statementNo: 'ST202611-0001', amount: '12,400.00', dueDate: '2026-12-05' },
  'redform.waiting': {
    side: 'buyer',
    formNumber: '35011226113000012345',
    blueNumber: '24332000000087654321',
    amount: '113.00',
    reason: '销货退回',
    applicantName: '工业品商城（福州）有限公司',
    deadline: '2026-12-03 09:30',
  },
};
