import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { companyCopy } from '@/locales/zh-CN-company';
import type { useMyCompany } from '../api/get-my-company';

/** The company query's loading and failed states (the company gate and /company); null once it answered. */
export function companyQueryFallback(query: ReturnType<typeof useMyCompany>): ReactNode {
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
