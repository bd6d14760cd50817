import { useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { t } from '@/locales/zh-CN';

const VISIBLE = 5;

/** Main image with a row of thumbnails; hovering or clicking a thumbnail shows it. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const [offset, setOffset] = useState(0);
  const current = images[active] ?? images[0];
  const canScroll = images.length > VISIBLE;
  return (
    <div className="mall-gallery" role="region" aria-label={t.product.gallery}>
      <div className="mall-gallery-main">
        {current ? <img src={current} alt={title} fetchPriority="high" /> : null}
      </div>
      <div className="mall-gallery-thumbs">
        <button
          type="button"
          className="arrow"
          aria-label={t.product.prevImages}
          disabled={!canScroll || offset === 0}
          onClick={() => setOffset((o) => Math.max(0, o - 1))}
        >
          <LeftOutlined />
        </button>
        <ul>
          {images.slice(offset, offset + VISIBLE).map((src, i) => {
            const index = offset + i;
            return (
              <li key={src}>
                <button
                  type="button"
                  className={index === active ? 'active' : undefined}
                  aria-label={t.product.thumbnail(index + 1)}
                  aria-pressed={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => setActive(index)}
                >
                  <img src={src} alt="" />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="arrow"
          aria-label={t.product.nextImages}
          disabled={!canScroll || offset + VISIBLE >= images.length}
          onClick={() => setOffset((o) => Math.min(images.length - VISIBLE, o + 1))}
        >
          <RightOutlined />
        </button>
      </div>
    </div>
  );
}
