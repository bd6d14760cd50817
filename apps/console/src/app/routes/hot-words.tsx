import { Space } from 'antd';
import { PageCard } from '@/components/page-card';
import { FloorSetting } from '@/features/content/components/floor-setting';
import { HotWords } from '@/features/content/components/hot-words';
import { t } from '@/locales/zh-CN';

export default function HotWordsRoute() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageCard title={t.content.hotWordsTitle}>
        <HotWords />
      </PageCard>
      <PageCard title={t.content.floorsTitle}>
        <FloorSetting />
      </PageCard>
    </Space>
  );
}
