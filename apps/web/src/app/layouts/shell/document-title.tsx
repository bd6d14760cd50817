import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { setWebSiteHeader } from '@/lib/request';

/** Tags the server wrote into this page's head for search engines (description, canonical URL, JSON-LD). */
const serverHead = () => document.head.querySelectorAll('[data-page-head]');

/**
 * Page title and the Web-Site header both come from the site configuration. A product, category, brand or
 * notice page arrives with its own title and head from the server (which ends in the site name); they stay
 * while the buyer is on that page, so crawlers that run scripts read the same head as those that do not,
 * and go once the buyer moves to another page.
 */
export function DocumentTitle() {
  const { data } = useSiteConfig();
  const { pathname, search } = useLocation();
  const [landing] = useState(() => pathname + search);
  useEffect(() => {
    if (!data) return;
    setWebSiteHeader(data.webSite);
    const tags = serverHead();
    if (pathname + search === landing && tags.length > 0) return;
    tags.forEach((tag) => tag.remove());
    document.title = data.siteName;
  }, [data, pathname, search, landing]);
  return null;
}
