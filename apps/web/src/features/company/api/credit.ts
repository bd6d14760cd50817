import { useQuery } from '@tanstack/react-query';
import { saveResponse } from '@mall/client-kit';
import type { CompanyCredit, CreditRepayment, CreditStatement, CreditStatementDetail } from '@mall/shared';
import { http, request } from '@/lib/request';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

const creditKeys = {
  all: ['company', 'credit'] as const,
  statements: ['company', 'credit', 'statements'] as const,
  statement: (id: number) => ['company', 'credit', 'statement', id] as const,
  repayments: ['company', 'credit', 'repayments'] as const,
};

/** The company's credit (GET /api/company/credit; 管理员, 财务); null without a credit account. */
export const useCompanyCredit = () =>
  useQuery({
    queryKey: creditKeys.all,
    queryFn: () => http.get<CompanyCredit | null>('/api/company/credit'),
    staleTime: 0,
  });

/** The first 50 of a credit list (statements, repayments), fetched afresh on every visit. */
const useFirstPage = <T>(queryKey: readonly string[], url: string) =>
  useQuery({
    queryKey,
    queryFn: () => http.post<Page<T>>(url, { pageNum: 1, pageSize: 50 }),
    staleTime: 0,
  });

export const useStatements = () =>
  useFirstPage<CreditStatement>(creditKeys.statements, '/api/company/credit/statements');

/** Where one statement's detail is kept (a decision's answer is written there). */
export const statementKey = (id: number) => creditKeys.statement(id);

export const useStatement = (id: number | null) =>
  useQuery({
    queryKey: creditKeys.statement(id ?? 0),
    queryFn: () => http.get<CreditStatementDetail>(`/api/company/credit/statements/detail?id=${id}`),
    enabled: id !== null,
    staleTime: 0,
  });

export const useRepayments = () =>
  useFirstPage<CreditRepayment>(creditKeys.repayments, '/api/company/credit/repayments');

export const confirmStatement = (id: number) =>
  http.post<CreditStatementDetail>('/api/company/credit/statements/confirm', { id });
export const disputeStatement = (id: number, comment: string) =>
  http.post<CreditStatementDetail>('/api/company/credit/statements/dispute', { id, comment });

/** Downloads the statement as PDF or .xlsx (with the bearer token); resolves the saved name or null. */
export async function downloadStatement(id: number, kind: 'pdf' | 'xlsx', fallbackName: string) {
  const response = await request<Response>('GET', `/api/company/credit/statements/${kind}`, {
    params: { id },
    raw: true,
  }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}
