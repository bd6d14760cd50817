import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';

export type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page behind a guard (the console's area check, or the portal's). */
export function guardedPage(
  path: string,
  load: Loader,
  Guard: ComponentType<{ children: ReactNode }>,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = (await load()).default;
      return {
        Component: () => (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  };
}
