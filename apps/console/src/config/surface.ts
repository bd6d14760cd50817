/**
 * One app, two surfaces: the operator console at /admin/ and the merchant portal at /merchant/.
 * The address decides once at start; the shared screens (lists, dialogs, the product editor) read it to call
 * the matching API (/api/admin/… or /api/portal/…, which answers for the caller's shop only).
 */
export type Surface = 'console' | 'portal';
const surface: Surface =
  typeof window !== 'undefined' && window.location.pathname.startsWith('/merchant') ? 'portal' : 'console';
export const isPortal = surface === 'portal';

/** Where this surface's calls of an area go: /api/portal/<area> in the portal, /api/admin/<area> in the console. */
export const surfaceApi = (area: string) => `${isPortal ? '/api/portal' : '/api/admin'}/${area}`;
