import { PageCard } from '@/components/page-card';
import { HelpArticles } from '@/features/content/components/help-articles';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.content.helpTitle}>
      <HelpArticles />
    </PageCard>
  );
}
