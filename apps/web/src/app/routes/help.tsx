import { HelpPage } from '@/features/help/components/help-page';
import { useSiteConfig } from '@/features/site/api/get-site-config';

/** /help?type={key}&index={n} (help centre). */
export default function HelpRoute() {
  const { data: site } = useSiteConfig();
  return <HelpPage phone={site?.phone} />;
}
