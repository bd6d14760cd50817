/** Build-time configuration of the storefront; the only reader of import.meta.env. */
export const env = {
  /** Base address of the API; empty means same origin. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** Separate logging host for error reports; same origin by default. */
  logBase: (import.meta.env.VITE_LOG_BASE as string | undefined) ?? '',
  /** Web OAuth client secret, embedded as browser OAuth clients do (product.md). */
  webClientId: 'web',
  webClientSecret: (import.meta.env.VITE_WEB_CLIENT_SECRET as string | undefined) || 'mall-web-dev-secret',
  /** Name sent with error reports. */
  projectName: 'mall-web',
  isDev: import.meta.env.DEV,
} as const;
