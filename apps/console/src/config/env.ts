import { isPortal } from './surface';

/** Build-time configuration of the console; the only reader of import.meta.env. */
export const env = {
  /** Base address of the API; empty means same origin. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** Router basename: the console is served under /admin/ (vite base), the merchant portal under /merchant/. */
  basename: isPortal ? '/merchant' : '/admin',
  isDev: import.meta.env.DEV,
} as const;
