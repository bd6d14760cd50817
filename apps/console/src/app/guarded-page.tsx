import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './layouts/route-error';

export type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page with no guard (a login page, the 404 page). */
export function lazyPage(path: string, load: Loader): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** A lazily loaded page behind a guard (the console's area check, or the portal's). */
function guardedPage(path: string, load: Loader, Guard: ComponentType<{ children: ReactNode }>): RouteObject {
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

/** The `page(route, load)` of a surface whose pages `Require` lets in by their area (403 page for other roles). */
export function areaPage<A>(Require: ComponentType<{ area: A; children: ReactNode }>) {
  return (route: { path: string; area: A }, load: Loader): RouteObject =>
    guardedPage(route.path, load, ({ children }) => <Require area={route.area}>{children}</Require>);
}

/** A surface's route tree (the console's, the portal's): its login page, then its pages inside its layout. */
export function surfaceRoutes(login: RouteObject, layout: ReactNode, pages: RouteObject[]): RouteObject[] {
  return [login, { element: layout, errorElement: <RouteError />, children: pages }];
}
