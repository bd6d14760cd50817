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
    // The first look waits for the next frame: read in the effect, scrollY would lay out the page the app has
    // just put in, inside the commit's task (81 ms of a 158 ms task under 4× CPU on a product page); in the
    // frame, the browser lays it out once, as it must anyway.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
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
