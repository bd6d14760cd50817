import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { biddingCopy } from '@/locales/zh-CN-bidding';

/** 发布竞价 | 我的竞价 above the bidding pages. */
export function BiddingTabs() {
  return (
    <nav className="mall-bidding-tabs">
      <NavLink to={paths.productBiddingPublish.getHref()} end>
        {biddingCopy.bidding.tabs.publish}
      </NavLink>
      <NavLink to={paths.biddingMine.getHref()}>{biddingCopy.bidding.tabs.mine}</NavLink>
    </nav>
  );
}
