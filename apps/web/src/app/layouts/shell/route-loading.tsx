import { useNavigation } from 'react-router';
import { t } from '@/locales/zh-CN';
import { Spinner } from '@/components/plain';

/** Route-change loading overlay, shown while the next page's code and data load. */
export function RouteLoading() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="mall-route-loading" role="progressbar" aria-label={t.common.loading}>
      <div className="mall-route-loading-bar" />
      <Spinner large />
    </div>
  );
}
