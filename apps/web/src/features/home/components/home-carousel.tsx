import { useEffect, useState } from 'react';
import { LIMITS } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useBanners } from '../api/get-banners';

/**
 * Home carousel: autoplay every 2000 ms (paused under the pointer); a click opens the banner's link in a new
 * window. A track of slides moved by a transform, with antd Carousel's dots — not antd's Carousel, whose
 * react-slick weighs 18 KB gzipped on the home page's first download. The box is 740×318 from the first
 * paint, so nothing moves when the banners arrive.
 */
export function HomeCarousel() {
  const { data } = useBanners();
  const banners = (data ?? []).slice(0, 4);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), LIMITS.CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  const active = count ? current % count : 0;
  return (
    <section
      className="mall-carousel"
      aria-label="轮播广告"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {count > 0 && (
        <>
          <div className="mall-carousel-track" style={{ transform: `translateX(-${active * 100}%)` }}>
            {banners.map((banner, i) => (
              <div
                key={banner.id}
                className={i === active ? 'mall-carousel-item active' : 'mall-carousel-item'}
                data-index={i}
                aria-hidden={i !== active}
              >
                <a
                  href={banner.link}
                  target="_blank"
                  rel="noopener"
                  className="mall-carousel-slide"
                  aria-label={banner.title}
                  data-link={banner.link}
                  tabIndex={i === active ? 0 : -1}
                  onClick={(event) => {
                    event.preventDefault();
                    window.open(banner.link, '_blank');
                  }}
                >
                  <img
                    src={banner.imageUrl}
                    alt={banner.title}
                    width={740}
                    height={318}
                    fetchPriority={i === 0 ? 'high' : undefined}
                  />
                </a>
              </div>
            ))}
          </div>
          {count > 1 && (
            <ul className="mall-carousel-dots">
              {banners.map((banner, i) => (
                <li key={banner.id}>
                  <button
                    type="button"
                    className={i === active ? 'active' : undefined}
                    aria-label={t.home.carouselSlide(i + 1)}
                    onClick={() => setCurrent(i)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
