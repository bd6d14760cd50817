import { useSearchParams } from 'react-router';
import { SearchBox } from '@/features/search/components/search-box';
import { getLoginInfo } from '@/lib/cookies';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { QuickOrderLink } from './quick-order-link';

/** Header with logo, search box and cart badge; the home variant has extra top padding. */
export function Header({ home }: { home: boolean }) {
  const [params] = useSearchParams();
  const keyword = params.get('value') ?? '';
  return (
    <header className={`mall-header${home ? ' is-home' : ''}`}>
      <div className="mall-container">
        <Logo />
        <div className="mall-header-search">
          {/* Keyed on the keyword: a new search from the results page shows its own term in the box. */}
          <SearchBox key={keyword} loggedIn={Boolean(getLoginInfo())} initialValue={keyword} />
        </div>
        <QuickOrderLink />
        <CartButton />
      </div>
    </header>
  );
}
