import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

/** 发布竞价 | 我的竞价 above the bidding pages. */
export function BiddingTabs() {
  return (
    <nav className="mall-bidding-tabs">
      <NavLink to={paths.productBiddingPublish.getHref()} end>
        {t.bidding.tabs.publish}
      </NavLink>
      <NavLink to={paths.biddingMine.getHref()}>{t.bidding.tabs.mine}</NavLink>
    </nav>
  );
}
