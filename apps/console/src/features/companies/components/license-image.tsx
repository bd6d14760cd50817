import { Image } from 'antd';
import { t } from '@/locales/zh-CN';

/** Shown where the licence file cannot be loaded (removed upload, seeded demo data). */
const MISSING = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">` +
    `<rect width="240" height="160" fill="#f5f5f5" stroke="#d9d9d9"/>` +
    `<text x="120" y="86" text-anchor="middle" font-size="14" fill="#999">${t.companies.licenseMissing}</text></svg>`,
)}`;

/** The company's 营业执照: a thumbnail that opens the full image (zoom, rotate) on click. */
export function LicenseImage({ src, width, height }: { src: string; width: number; height?: number }) {
  if (!src) return <>{t.common.none}</>;
  return (
    <Image
      src={src}
      alt={t.companies.license}
      width={width}
      height={height}
      fallback={MISSING}
      style={{ objectFit: 'contain', background: '#fafafa' }}
    />
  );
}
