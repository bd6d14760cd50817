import { CentreRoute } from '../centre-route';
import type { ReactNode } from 'react';
import type { MyCompany } from '@mall/shared';
import type { CentreMenuKey } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { canApprove, isAdmin, isFinance } from '@/features/company/lib/roles';
import { companyCopy } from '@/locales/zh-CN-company';

const g = companyCopy.company.gate;
/** Who may open a company page, and how the refusal names them. */
const ONLY = {
  admin: { allow: isAdmin, rolesLabel: g.rolesAdmin },
  finance: { allow: isFinance, rolesLabel: g.rolesFinance },
  approvers: { allow: canApprove, rolesLabel: g.rolesApprovers },
};

/**
 * A company page of the personal centre (login required): behind the company's door, open to every member of an
 * active company or `only` to the roles named.
 */
export function CompanyRoute({
  active,
  only,
  children,
}: {
  active: CentreMenuKey;
  only?: keyof typeof ONLY;
  children: (company: MyCompany) => ReactNode;
}) {
  return (
    <CentreRoute active={active}>
      <CompanyGate {...(only ? ONLY[only] : {})}>{children}</CompanyGate>
    </CentreRoute>
  );
}
