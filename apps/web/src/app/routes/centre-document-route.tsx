import type { ComponentType } from 'react';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import type { CentreMenuKey } from '@/features/centre/components/centre-layout';
import { CentreRoute } from './centre-route';
import { useIdParam } from './id-param';

/**
 * A centre page of the one document named by `?id=` (a purchase list, a quotation), priced in the chosen area:
 * the page starts afresh for another id.
 */
export function CentreDocumentRoute({
  active,
  Page,
}: {
  active: CentreMenuKey;
  Page: ComponentType<{ id: number; areaCode: string }>;
}) {
  const id = useIdParam();
  return (
    <CentreRoute active={active}>
      <Page key={id} id={id} areaCode={currentAreaCode()} />
    </CentreRoute>
  );
}
