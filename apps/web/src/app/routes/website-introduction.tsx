import { WebsiteIntroductionPage } from '@/features/help/components/website-introduction-page';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { t } from '@/locales/zh-CN';

/** /website-introduction (company introduction). */
export default function WebsiteIntroductionRoute() {
  const { data: site } = useSiteConfig();
  return <WebsiteIntroductionPage siteName={site?.siteName ?? t.siteNameFallback} />;
}
