import type { ReactNode } from 'react';
import { canUseArea, type ConsoleArea } from '@mall/shared';
import { useOperator } from '@/lib/operator-store';
import { Forbidden } from '../routes/forbidden';

/** Renders the page only for roles that may use its area; others get the 403 page. */
export function RequireArea({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const operator = useOperator();
  if (!operator) return null;
  if (!canUseArea(operator.role, area)) return <Forbidden />;
  return <>{children}</>;
}
