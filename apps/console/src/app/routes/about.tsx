import { PageCard } from '@/components/page-card';
import { CompanyIntroduction } from '@/features/content/components/company-introduction';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.content.aboutTitle}>
      <CompanyIntroduction />
    </PageCard>
  );
}
