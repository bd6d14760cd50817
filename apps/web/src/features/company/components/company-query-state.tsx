import type { ReactNode } from 'react';
import type { MyCompany } from '@mall/shared';
import { Button, Result, Spin } from 'antd';
import { companyCopy } from '@/locales/zh-CN-company';
import { useMyCompany } from '../api/get-my-company';

/** The company query's loading and failed states; null once it answered. */
function companyQueryFallback(query: ReturnType<typeof useMyCompany>): ReactNode {
  if (query.isPending) {
    return (
      <div className="mall-centre-panel mall-company-loading">
        <Spin />
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="mall-centre-panel">
        <Result
          status="warning"
          title={companyCopy.company.common.loadFailed}
          extra={<Button onClick={() => void query.refetch()}>{companyCopy.company.common.retry}</Button>}
        />
      </div>
    );
  }
  return null;
}

/**
 * My company as the company gate and /company read it: `fallback` (loading, failed) until the query answered,
 * then `company` (null: the buyer has none, 个人采购).
 */
export function useMyCompanyState(): { company: MyCompany | null | undefined; fallback: ReactNode } {
  const query = useMyCompany();
  return { company: query.data, fallback: companyQueryFallback(query) };
}
