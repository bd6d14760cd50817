import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { ComparePage } from '@/features/compare/components/compare-page';

/** /compare?ids=1,2,3: up to four SKUs side by side in the chosen area; visitors compare too. */
export default function CompareRoute() {
  return <ComparePage areaCode={currentAreaCode()} />;
}
