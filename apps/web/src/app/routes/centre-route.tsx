import type { ReactNode } from 'react';
import { CentreLayout, type CentreMenuKey } from '@/features/centre/components/centre-layout';
import { RequireLogin } from './require-login';

/** A personal-centre page (login required): the centre's menu with `active` marked, the page beside it. */
export function CentreRoute({ active, children }: { active: CentreMenuKey; children: ReactNode }) {
  return (
    <RequireLogin>
      <CentreLayout active={active}>{children}</CentreLayout>
    </RequireLogin>
  );
}
