import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A route's page, or with `?view=<name>` another page loaded when asked for: a view of the route, not a route
 * of its own, because the route table is part of the product page's first render, whose JS budget has no
 * room left (三单匹配 on /company/credit, 物料编码 on /company).
 */
export function ViewOr({
  name,
  view: View,
  children,
}: {
  name: string;
  view: ComponentType;
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  if (search.get('view') !== name) return children;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
