import { Carousel } from 'antd';
import { LIMITS } from '@mall/shared';
import { useBanners } from '../api/get-banners';

/** Home carousel: autoplay every 2000 ms; a click opens the banner's link in a new window. */
export function HomeCarousel() {
  const { data } = useBanners();
  const banners = (data ?? []).slice(0, 4);
  return (
    <section className="mall-carousel" aria-label="轮播广告">
      {banners.length > 0 && (
        <Carousel autoplay autoplaySpeed={LIMITS.CAROUSEL_AUTOPLAY_MS} draggable={false}>
          {banners.map((banner) => (
            <div key={banner.id}>
              <a
                href={banner.link}
                target="_blank"
                rel="noopener"
                className="mall-carousel-slide"
                aria-label={banner.title}
                data-link={banner.link}
                onClick={(event) => {
                  event.preventDefault();
                  window.open(banner.link, '_blank');
                }}
              >
                <img src={banner.imageUrl} alt={banner.title} />
              </a>
            </div>
          ))}
        </Carousel>
      )}
    </section>
  );
}
