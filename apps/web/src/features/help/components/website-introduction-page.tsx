import { Skeleton } from 'antd';
import { centreCopy } from '@/locales/zh-CN-centre';
import { useCompanyIntroduction } from '../api/help-api';
import '../help.css';

/** /website-introduction: the company introduction page (content from the database, sanitised). */
export function WebsiteIntroductionPage({ siteName }: { siteName: string }) {
  const { data, isLoading } = useCompanyIntroduction();
  return (
    <div className="mall-container" style={{ padding: '16px 0 32px' }}>
      <article className="mall-help-main">
        <div className="mall-intro-hero">
          <h1>{data?.title ?? centreCopy.helpCentre.introTitle}</h1>
          <p>{siteName}</p>
        </div>
        {isLoading ? (
          <Skeleton active />
        ) : (
          <>
            <div className="mall-rich" dangerouslySetInnerHTML={{ __html: data?.content ?? '' }} />
            {data && (
              <p style={{ color: 'var(--mall-text-3)' }}>{centreCopy.helpCentre.updated(data.updateTime)}</p>
            )}
          </>
        )}
      </article>
    </div>
  );
}
