import { useEffect } from 'react';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { setWebSiteHeader } from '@/lib/request';

/** Page title and the Web-Site header both come from the site configuration. */
export function DocumentTitle() {
  const { data } = useSiteConfig();
  useEffect(() => {
    if (!data) return;
    document.title = data.siteName;
    setWebSiteHeader(data.webSite);
  }, [data]);
  return null;
}
