import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import type { MyCompany } from '@mall/shared';
import { paths } from '@/config/paths';
import { companyCopy } from '@/locales/zh-CN-company';
import { useMyCompanyState } from './company-query-state';
import '../company.css';

const g = companyCopy.company.gate;

type Props = {
  /** Who may see the page; everyone in an active company when missing. */
  allow?: (company: MyCompany) => boolean;
  /** The roles named in the refusal (管理员、财务). */
  rolesLabel?: string;
  children: (company: MyCompany) => ReactNode;
};

/**
 * The company pages' door: a buyer without a company is sent to 创建或加入企业, a company still under review
 * to its status, and a member without the role sees why (the server refuses too).
 */
export function CompanyGate({ allow, rolesLabel = '', children }: Props) {
  const { company, fallback } = useMyCompanyState();
  if (fallback) return fallback;
  if (!company) {
    return (
      <div className="mall-centre-panel">
        <Result
          status="info"
          title={g.noCompanyTitle}
          subTitle={g.noCompanySub}
          extra={
            <Link to={paths.company.getHref()}>
              <Button type="primary">{g.goCompany}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (!company.active) {
    return (
      <div className="mall-centre-panel">
        <Result
          status="info"
          title={g.inactiveTitle}
          subTitle={`${company.name}：${company.statusLabel}。${g.inactiveSub}`}
          extra={
            <Link to={paths.company.getHref()}>
              <Button type="primary">{g.viewCompany}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (allow && !allow(company)) {
    return (
      <div className="mall-centre-panel">
        <Result status="403" title={g.forbiddenTitle} subTitle={g.forbiddenSub(rolesLabel)} />
      </div>
    );
  }
  return children(company);
}
