import type { ChangeEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import './plain.css';

/*
 * Small widgets the shell and the home, product and search pages show on every visit, drawn as antd's
 * (same sizes, colours and theme tokens) without antd's code: each antd component brings its CSS-in-JS
 * style and helpers (a check box 4 KB, a badge 6 KB, a spinner 3.5 KB gzipped) into the first download.
 * See docs/decisions/2026-11-25-lean-storefront.md. Anywhere else, use antd.
 */

/** A check box with its label, as antd's Checkbox (16 px box, primary when checked). */
export function CheckBox({
  checked,
  disabled,
  onChange,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  const classes = ['mall-check', checked && 'checked', disabled && 'disabled', className].filter(Boolean);
  return (
    <label className={classes.join(' ')}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={ariaLabel}
      />
      {children !== undefined && <span>{children}</span>}
    </label>
  );
}

/** A loading indicator, as antd's Spin (four dots turning); `large` as Spin size="large". */
export function Spinner({ large }: { large?: boolean }) {
  return (
    <span className={large ? 'mall-spinner large' : 'mall-spinner'} aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

/** A count in a red dot on the corner of its child, as antd's Badge size="small"; nothing when 0. */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="mall-count-badge">
      {children}
      {count > 0 && <sup className="count">{count > 99 ? '99+' : count}</sup>}
    </span>
  );
}

/**
 * A seller's name as listings, the product page and the cart show it: a shop's name links to its page
 * /shop/{id}; the platform's own (自营, id 0) shows the 自营 mark without a link (it has no shop page).
 */
export function SellerName({
  id,
  name,
  selfLabel = 'mark',
}: {
  id: number;
  name: string;
  selfLabel?: 'mark' | 'name';
}) {
  if (!id) {
    return selfLabel === 'mark' ? (
      <em className="self">{t.catalogue.selfRun}</em>
    ) : (
      <>{t.catalogue.selfRunName}</>
    );
  }
  return (
    <Link className="mall-seller-link" to={paths.shop.getHref(id)} data-testid="seller-link">
      {name}
    </Link>
  );
}
