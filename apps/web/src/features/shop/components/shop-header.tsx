import { useState } from 'react';
import { Input } from 'antd';
import type { StoreShop } from '@mall/shared';
import { shopCopy } from '@/locales/zh-CN-shop';
import '../shop.css';

/**
 * The shop's banner on its page: logo, name, introduction and the search within the shop (the page keys it
 * by the keyword, so a new keyword in the address starts the box again).
 */
export function ShopHeader({
  shop,
  keyword,
  onSearch,
}: {
  shop: StoreShop;
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const [text, setText] = useState(keyword);
  return (
    <header className="mall-shop-head mall-entity-head" data-testid="shop-head">
      <span className="logo">
        {shop.logo ? (
          <img src={shop.logo} alt={shop.name} />
        ) : (
          <span className="initial">{shop.name.slice(0, 1)}</span>
        )}
      </span>
      <div className="names">
        <h1>{shop.name}</h1>
        <p className="intro">{shop.intro || shopCopy.noIntro}</p>
      </div>
      <Input.Search
        className="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        placeholder={shopCopy.searchPlaceholder}
        enterButton={shopCopy.searchButton}
        maxLength={100}
        allowClear
        aria-label={shopCopy.searchPlaceholder}
      />
    </header>
  );
}
