import { CompanyRoute } from './company-route';
import { InvoiceTitleManager } from '@/features/invoice/components/invoice-title-manager';
import { AddressBook } from '../user-info/address-book';

/**
 * /company/shared: the delivery addresses and invoice titles the company shares with its members (管理员 and
 * 财务 keep them; members choose them at checkout and see them marked 企业共享 in their own lists).
 */
export default function CompanySharedRoute() {
  return (
    <CompanyRoute active="companyShared" only="finance">
      {() => (
        <>
          <AddressBook owner="company" />
          <InvoiceTitleManager owner="company" />
        </>
      )}
    </CompanyRoute>
  );
}
