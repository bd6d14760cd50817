import { useEffect, useState } from 'react';
import { LIMITS } from '@mall/shared';
import { SearchBox } from '@/features/search/components/search-box';
import { getLoginInfo } from '@/lib/cookies';
import { CartButton } from './cart-button';
import { Logo } from './logo';

/** Appears once the page scroll exceeds 300 px: logo, search and cart. */
export function FixedHeader() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > LIMITS.FIXED_HEADER_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <div className="mall-fixed-header" data-testid="fixed-header">
      <div className="mall-container">
        <Logo />
        <div className="mall-header-search" style={{ flex: 1 }}>
          <SearchBox loggedIn={Boolean(getLoginInfo())} compact showHotWords={false} />
        </div>
        <CartButton />
      </div>
    </div>
  );
}
