import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyGate } from '@/features/company/components/company-gate';
import { isFinance } from '@/features/company/lib/roles';
import { InvoiceTitleManager } from '@/features/invoice/components/invoice-title-manager';
import { companyCopy } from '@/locales/zh-CN-company';
import { RequireLogin } from '../require-login';
import { AddressBook } from '../user-info/address-book';

/**
 * /company/shared: the delivery addresses and invoice titles the company shares with its members (管理员 and
 * 财务 keep them; members choose them at checkout and see them marked 企业共享 in their own lists).
 */
export default function CompanySharedRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="companyShared">
        <CompanyGate allow={isFinance} rolesLabel={companyCopy.company.gate.rolesFinance}>
          {() => (
            <>
              <AddressBook owner="company" />
              <InvoiceTitleManager owner="company" />
            </>
          )}
        </CompanyGate>
      </CentreLayout>
    </RequireLogin>
  );
}
