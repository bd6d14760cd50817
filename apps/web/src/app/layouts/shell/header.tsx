import { useSearchParams } from 'react-router';
import { SearchBox } from '@/features/search/components/search-box';
import { getLoginInfo } from '@/lib/cookies';
import { CartButton } from './cart-button';
import { Logo } from './logo';

/** Header with logo, search box and cart badge; the home variant has extra top padding. */
export function Header({ home }: { home: boolean }) {
  const [params] = useSearchParams();
  return (
    <header className={`mall-header${home ? ' is-home' : ''}`}>
      <div className="mall-container">
        <Logo />
        <div className="mall-header-search">
          <SearchBox loggedIn={Boolean(getLoginInfo())} initialValue={params.get('value') ?? ''} />
        </div>
        <CartButton />
      </div>
    </header>
  );
}
