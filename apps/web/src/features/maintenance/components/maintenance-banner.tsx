import { useEffect, useState } from 'react';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { t } from '@/locales/zh-CN';
import { getNoticeCookie, removeNoticeCookie, setNoticeCookie } from '@/lib/cookies';
import { useRepairTips } from '../api/get-repair-tips';

/**
 * Closable maintenance notice: shown when the tip list is non-empty and cookie Notice is
 * not 'false' (showing sets it to 'true'); closing sets it to 'false'; an empty list removes the cookie.
 */
export function MaintenanceBanner() {
  const { data } = useRepairTips();
  const [closed, setClosed] = useState(() => getNoticeCookie() === 'false');
  const first = data?.[0];

  useEffect(() => {
    if (!data) return;
    if (data.length === 0) removeNoticeCookie();
    else if (getNoticeCookie() !== 'false') setNoticeCookie('true');
  }, [data]);

  if (!first || closed) return null;
  return (
    <div className="mall-repair-banner" role="alert">
      <div className="mall-container">
        <NotificationOutlined />
        <span className="content">{first.content}</span>
        <button
          type="button"
          className="mall-link-button"
          aria-label={t.maintenance.close}
          onClick={() => {
            setNoticeCookie('false');
            setClosed(true);
          }}
        >
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
