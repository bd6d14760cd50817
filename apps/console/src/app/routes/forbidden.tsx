import { BackHomeResult } from '@/components/back-home-result';
import { t } from '@/locales/zh-CN';

export function Forbidden() {
  return <BackHomeResult status="403" title={t.app.forbiddenTitle} subTitle={t.app.forbidden} />;
}
