import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CreditAccount,
  CreditAccountBody,
  CreditCandidate,
  CreditDashboard,
  CreditRepayment,
  CreditStatement,
  CreditStatementDetail,
  RepaymentBody,
} from '@mall/shared';
import { downloadFile } from '@/lib/files';
import { http } from '@/lib/request';

/** 账期管理's calls: every URL of the credit console lives here. */
const base = '/api/admin/credit';
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
/** The console shows one page of 50 (accounts, statements, repayments). */
const pageSize = 50;

export const creditKeys = {
  all: ['credit'] as const,
  summary: ['credit', 'summary'] as const,
  candidates: (keyword: string) => ['credit', 'candidates', keyword] as const,
  accounts: (keyword: string) => ['credit', 'accounts', keyword] as const,
  open: (companyId: number) => ['credit', 'open', companyId] as const,
  statements: (overdue: boolean) => ['credit', 'statements', overdue] as const,
  statement: (id: number) => ['credit', 'statement', id] as const,
  repayments: ['credit', 'repayments'] as const,
};

export const useCreditSummary = () =>
  useQuery({
    queryKey: creditKeys.summary,
    queryFn: () => http.get<CreditDashboard>(`${base}/summary`),
  });

/** Verified companies to grant credit to (those that have it are marked). */
export const useCreditCandidates = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: creditKeys.candidates(keyword),
    queryFn: () => http.post<CreditCandidate[]>(`${base}/companies`, { keyword }),
    enabled,
  });

/** One page of a credit list; a filtered one keeps showing the last page while the next loads. */
const useCreditList = <Row>(
  queryKey: readonly unknown[],
  path: string,
  filter: Record<string, unknown>,
  keepPrevious = false,
) =>
  useQuery({
    queryKey,
    queryFn: () => http.post<Page<Row>>(`${base}/${path}`, { ...filter, pageSize }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

export const useCreditAccounts = (keyword: string) =>
  useCreditList<CreditAccount>(creditKeys.accounts(keyword), 'accounts/list', { keyword }, true);

/** A company's statements (to pick the ones a repayment settles). */
export const useCompanyStatements = (companyId: number) =>
  useCreditList<CreditStatement>(creditKeys.open(companyId), 'statements/list', { companyId });

export const useCreditStatements = (overdue: boolean) =>
  useCreditList<CreditStatement>(creditKeys.statements(overdue), 'statements/list', { overdue }, true);

export const useCreditStatement = (id: number) =>
  useQuery({
    queryKey: creditKeys.statement(id),
    queryFn: () => http.get<CreditStatementDetail>(`${base}/statements/detail?id=${id}`),
  });

export const useCreditRepayments = () =>
  useCreditList<CreditRepayment>(creditKeys.repayments, 'repayments/list', {});

/** Grants credit or adjusts it (limit in yuan as a string, term, statement day). */
export const saveCreditAccount = (body: CreditAccountBody) => http.post(`${base}/accounts/save`, body);
/** 暂停 / 恢复. */
export const setCreditAccountStatus = (companyId: number, enabled: boolean) =>
  http.post(`${base}/accounts/status`, { companyId, enabled });
/** 出账: the company's statement for the period so far. */
export const produceStatement = (companyId: number) =>
  http.post<CreditStatementDetail>(`${base}/statements/produce`, { companyId });
export const recordRepayment = (body: RepaymentBody) => http.post(`${base}/repayments/record`, body);
export const replyStatement = (id: number, reply: string) =>
  http.post(`${base}/statements/reply`, { id, reply });
/** 重开: voids the statement and issues it again for the same period. */
export const reissueStatement = (id: number, note: string) =>
  http.post(`${base}/statements/reissue`, { id, note });
export const downloadStatement = (id: number, format: 'pdf' | 'xlsx') =>
  downloadFile('GET', `${base}/statements/${format}?id=${id}`, `statement.${format}`);
