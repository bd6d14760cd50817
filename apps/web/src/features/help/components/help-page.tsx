import { Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { HELP_ARTICLES_INDEX } from '@mall/shared';
import { paths } from '@/config/paths';
import { centreCopy } from '@/locales/zh-CN-centre';
import { useHelpArticle } from '../api/help-api';
import { SideMenuLinks } from '@/components/side-menu';
import '../help.css';

const FIRST_TYPE = HELP_ARTICLES_INDEX[0].items[0].type;
const KNOWN = new Set<string>(HELP_ARTICLES_INDEX.flatMap((g) => g.items.map((i) => i.type)));

/**
 * /help?type={key}&index={n}: the footer's columns as the left menu (购物指南, 配送政策, 支付方式, 关于我们,
 * 其他; payment at type=2-1) and the chosen article. `index` is the column; `type` picks the article.
 */
export function HelpPage({ phone }: { phone?: string }) {
  const [search] = useSearchParams();
  const type = search.get('type') || FIRST_TYPE;
  const known = KNOWN.has(type);
  const { data, isLoading, isError } = useHelpArticle(type);

  return (
    <div className="mall-container mall-help mall-side-page">
      <nav className="mall-help-menu mall-side-menu" aria-label={centreCopy.helpCentre.title}>
        <h2>{centreCopy.helpCentre.title}</h2>
        {HELP_ARTICLES_INDEX.map((group, index) => (
          <div key={group.title} className="group">
            <h3>{group.title}</h3>
            <SideMenuLinks
              links={group.items.map((item) => ({
                key: item.type,
                label: item.title,
                href: paths.help.getHref(item.type, index),
              }))}
              active={type}
            />
          </div>
        ))}
      </nav>
      <article className="mall-help-main">
        {isLoading ? (
          <Skeleton active style={{ marginTop: 24 }} />
        ) : !known || isError || !data ? (
          <Result
            status="404"
            title={centreCopy.helpCentre.notFound}
            subTitle={centreCopy.helpCentre.notFoundDesc}
          />
        ) : (
          <>
            <h1>{data.title}</h1>
            {/* Sanitised on the server (content.sanitize.ts). */}
            <div className="mall-rich" dangerouslySetInnerHTML={{ __html: data.content }} />
          </>
        )}
        <div className="mall-help-contact">
          <b>{centreCopy.helpCentre.contact}</b>
          {centreCopy.helpCentre.contactDesc(phone ?? '')}
        </div>
      </article>
    </div>
  );
}
