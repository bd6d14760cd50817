import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider inside ConfigProvider (vite.config.ts aliases it): antd renders
 * it only when `tooltip.unique` is configured, which the storefront never does, yet importing it put
 * @rc-component/trigger (about 8 KB gzipped) into every page's first download. Tooltips keep their own
 * provider; see docs/decisions/2026-11-25-lean-storefront.md.
 */
export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return children;
}
