import { BackHomeResult } from '@/components/back-home-result';
import { t } from '@/locales/zh-CN';

export default function NotFound() {
  return <BackHomeResult status="404" title={t.app.notFoundTitle} subTitle={t.app.notFound} />;
}
