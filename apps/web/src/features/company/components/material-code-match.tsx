import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUserStore } from '@/lib/user-store';
import { materialCodesCopy as c } from '@/locales/zh-CN-material-codes';
import { useActiveCompany } from '../api/get-my-company';
import { useMaterialCodeMatch } from '../api/material-codes';
import '../material-code.css';

/**
 * Above a search's results: when the keyword is one of my company's 物料编码, the SKU it stands for comes
 * first (物料编码 WL-10001 对应 …), with a link to it. `onFound` tells the page whether it shows one, so that
 * an empty search doesn't say 没有找到 under the product it just named.
 */
export default function MaterialCodeMatch({
  keyword,
  onFound,
}: {
  keyword: string;
  onFound?: (found: boolean) => void;
}) {
  const company = useActiveCompany(useUserStore((s) => s.user !== null));
  const { data: found } = useMaterialCodeMatch(keyword, company !== null);
  const shown = !!found;
  useEffect(() => onFound?.(shown), [onFound, shown]);
  if (!found) return null;
  return (
    <div className="mall-code-match" data-testid="material-code-match" role="note">
      <span className="label">{c.matchLabel(found.code)}</span>
      <Link to={paths.goods.getHref(found.skuId)}>{found.title}</Link>
      <span className="mall-muted">
        {[found.modelNo, found.spec, c.skuCode(found.skuCode)].filter(Boolean).join(' · ')}
      </span>
    </div>
  );
}
