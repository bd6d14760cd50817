import { CentreRoute } from '../centre-route';
import { useSearchParams } from 'react-router';
import type { CentreMenuKey } from '@/features/centre/components/centre-layout';
import { CentreSummary } from '@/features/centre/components/centre-summary';
import { ProfilePanel } from '@/features/centre/components/profile-panel';
import { SecurityPanel } from '@/features/centre/components/security-panel';
import { InvoiceTitleManager } from '@/features/invoice/components/invoice-title-manager';
import { PreferencesPanel } from '@/features/notification/components/preferences-panel';
import { AddressBook } from './address-book';

const TABS: Record<string, CentreMenuKey> = {
  security: 'security',
  address: 'address',
  'invoice-title': 'invoiceTitle',
  notifications: 'notifications',
};

/**
 * /user-info personal centre; ?tab=security | address | invoice-title | notifications picks the section (login
 * required).
 */
export default function UserInfoRoute() {
  const [search] = useSearchParams();
  const active = TABS[search.get('tab') ?? ''] ?? 'profile';
  return (
    <CentreRoute active={active}>
      <CentreSummary />
      {active === 'profile' && <ProfilePanel />}
      {active === 'security' && <SecurityPanel />}
      {active === 'address' && <AddressBook />}
      {active === 'invoiceTitle' && <InvoiceTitleManager />}
      {active === 'notifications' && <PreferencesPanel />}
    </CentreRoute>
  );
}
