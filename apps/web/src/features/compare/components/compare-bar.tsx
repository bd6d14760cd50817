import { Button } from 'antd';
import { DiffOutlined, DownOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { COMPARE_MAX } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { compareStore, useCompareState } from '../lib/compare-store';
import '../compare.css';

/**
 * The floating compare bar at the bottom of every page while something is chosen: a slot per product
 * with its picture, 删除 each, 清空, 开始对比 (two or more), and 隐藏 to fold it into a small tab. A spacer
 * in the page's flow keeps the footer from hiding under it.
 */
export function CompareBar() {
  const { entries, collapsed } = useCompareState();
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  if (collapsed) {
    return (
      <button type="button" className="mall-compare-tab" onClick={() => compareStore.setCollapsed(false)}>
        <DiffOutlined /> {t.compare.show(entries.length)}
      </button>
    );
  }
  const free = COMPARE_MAX - entries.length;
  const canStart = entries.length >= 2;
  return (
    <>
      <div className="mall-compare-spacer" aria-hidden />
      <section className="mall-compare-bar" aria-label={t.compare.barLabel}>
        <div className="mall-container mall-compare-bar-inner">
          <div className="mall-compare-bar-head">
            <strong>{t.compare.barTitle}</strong>
            <span className="count">{t.compare.barCount(entries.length)}</span>
          </div>
          <ol className="mall-compare-slots">
            {entries.map((e) => (
              <li key={e.skuId} className="mall-compare-slot">
                <Link className="img" to={paths.goods.getHref(e.skuId)} title={e.title}>
                  {e.image ? <img src={e.image} alt={e.title} /> : null}
                </Link>
                <div className="text">
                  <div className="name mall-ellipsis-2" title={e.title}>
                    {e.title}
                  </div>
                  {e.spec && <div className="spec mall-ellipsis">{e.spec}</div>}
                </div>
                <button
                  type="button"
                  className="remove"
                  aria-label={t.compare.removeLabel(e.title)}
                  onClick={() => compareStore.remove(e.skuId)}
                >
                  {t.compare.remove}
                </button>
              </li>
            ))}
            {Array.from({ length: free }, (_, i) => (
              <li key={`free-${i}`} className="mall-compare-slot is-free">
                <span className="n">{entries.length + i + 1}</span>
                {i === 0 && <span>{t.compare.slotEmpty(free)}</span>}
              </li>
            ))}
          </ol>
          <div className="mall-compare-bar-ops">
            <Button
              type="primary"
              disabled={!canStart}
              title={canStart ? undefined : t.compare.startHint}
              onClick={() => navigate(paths.compare.getHref(entries.map((e) => e.skuId)))}
            >
              {t.compare.start}
            </Button>
            <div className="links">
              <Button type="link" size="small" onClick={() => compareStore.clear()}>
                {t.compare.clear}
              </Button>
              <Button
                type="link"
                size="small"
                icon={<DownOutlined />}
                iconPlacement="end"
                onClick={() => compareStore.setCollapsed(true)}
              >
                {t.compare.hide}
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
