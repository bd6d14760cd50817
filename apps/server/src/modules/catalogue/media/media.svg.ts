import { CATEGORY_TREE, PROFILES, type ArtKind } from '../../../seed/catalogue-data';
import { drawArt } from './art';

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Mixes a #rrggbb colour with white (amount 0–1). */
function tint(color: string, amount: number): string {
  const n = parseInt(color.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 255;
    return Math.round(v + (255 - v) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

// Illustration and colour per category, from the demo catalogue's dictionary (level-two ids count from 17).
const artBySecond = new Map<number, ArtKind>();
const firstOfSecond = new Map<number, number>();
{
  let second = CATEGORY_TREE.length + 1;
  CATEGORY_TREE.forEach((first, i) =>
    first.children.forEach((c) => {
      firstOfSecond.set(second, i + 1);
      artBySecond.set(second++, PROFILES[c.profile].art);
    }),
  );
}
const levelOneColor = (firstId: number) => CATEGORY_TREE[firstId - 1]?.color ?? '#1677ff';
const artOfFirst = (firstId: number): ArtKind => {
  const first = CATEGORY_TREE[firstId - 1]?.children[0];
  return first ? PROFILES[first.profile].art : 'toolbox';
};

/** Level-one id and illustration of any category id (level three is parent*100+n). */
function categoryLook(id: number): { firstId: number; art: ArtKind } {
  if (id >= 1 && id <= CATEGORY_TREE.length) return { firstId: id, art: artOfFirst(id) };
  const second = firstOfSecond.has(id) ? id : Math.floor(id / 100);
  return { firstId: firstOfSecond.get(second) ?? 1, art: artBySecond.get(second) ?? 'toolbox' };
}

/** 400×400 product picture: tinted gradient, the goods' illustration, brand tag and category caption. */
export function productSvg(p: {
  id: number;
  secondCategoryId: number;
  firstCategoryId: number;
  brand: string;
  brandColor: string;
  categoryTitle: string;
  view: number;
}): string {
  const color = levelOneColor(p.firstCategoryId);
  const art = artBySecond.get(p.secondCategoryId) ?? 'toolbox';
  const angle = [0, -12, 10, 0][p.view] ?? 0;
  const scale = [1.35, 1.2, 1.25, 1.5][p.view] ?? 1.35;
  const hue = (p.id * 37) % 2 === 0 ? 0.9 : 0.86;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${p.view % 2 ? 0 : 1}" y2="1">` +
    `<stop offset="0" stop-color="${tint(color, hue)}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>` +
    `<radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".12"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>` +
    `<ellipse cx="200" cy="336" rx="130" ry="18" fill="url(#s)"/>` +
    `<g transform="translate(200 196) rotate(${angle}) scale(${scale}) translate(-100 -100)">${drawArt(art, color)}</g>` +
    `<rect x="16" y="16" rx="4" width="${24 + p.brand.length * 16}" height="30" fill="${p.brandColor}"/>` +
    `<text x="${28}" y="37" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff">${esc(p.brand)}</text>` +
    `<text x="200" y="380" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#8c8c8c">${esc(p.categoryTitle)}</text>` +
    `</svg>`
  );
}

/** 200×100 brand logo: the Chinese name in the brand colour with the Latin name under it. */
export function brandSvg(b: { name: string; latinName: string; color: string }): string {
  const sameName = b.name === b.latinName;
  const size = b.name.length > 4 ? 26 : 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">` +
    `<rect width="200" height="100" fill="#fff"/><rect x="8" y="8" width="184" height="84" rx="6" fill="none" stroke="${tint(b.color, 0.7)}" stroke-width="2"/>` +
    `<rect x="8" y="8" width="8" height="84" rx="3" fill="${b.color}"/>` +
    `<text x="104" y="${sameName ? 64 : 54}" text-anchor="middle" font-family="${FONT}" font-size="${sameName ? 36 : size}" font-weight="800" fill="${b.color}">${esc(b.name)}</text>` +
    (sameName
      ? ''
      : `<text x="104" y="78" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" letter-spacing="1.5" fill="#595959">${esc(b.latinName.toUpperCase())}</text>`) +
    `</svg>`
  );
}

const BANNER_STYLES: { from: string; to: string; arts: ArtKind[]; sub: string }[] = [
  {
    from: '#0b3d91',
    to: '#1677ff',
    arts: ['hinge', 'can', 'beam'],
    sub: '门窗五金 · 建筑材料 · 油漆涂料 · 钢材型材',
  },
  {
    from: '#003a8c',
    to: '#13c2c2',
    arts: ['ruler', 'meter', 'gauge'],
    sub: '专业测量工具 · 品牌正品 · 支持开具专票',
  },
  {
    from: '#820014',
    to: '#f5222d',
    arts: ['drill', 'helmet', 'toolbox'],
    sub: '世达 · 博世 · 3M · 正泰 · 德力西 等数十个品牌',
  },
  {
    from: '#873800',
    to: '#fa8c16',
    arts: ['wrench', 'bolt', 'valve'],
    sub: '企业采购专享价 · 满额包邮 · 对公转账',
  },
];

/** 790×340 carousel banner with a Chinese headline. */
export function bannerSvg(n: number, title: string): string {
  const style = BANNER_STYLES[(n - 1) % BANNER_STYLES.length]!;
  const [head, ...rest] = title.split(' ');
  const arts = style.arts
    .map(
      (a, i) =>
        `<g transform="translate(${470 + i * 100} ${i === 1 ? 60 : 120}) scale(${i === 1 ? 1.1 : 0.9})">` +
        `<circle cx="100" cy="100" r="96" fill="#fff" opacity=".14"/>${drawArt(a, '#ffffff')}</g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="790" height="340" viewBox="0 0 790 340">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/>` +
    `<stop offset="1" stop-color="${style.to}"/></linearGradient></defs>` +
    `<rect width="790" height="340" fill="url(#b)"/>` +
    `<circle cx="700" cy="-40" r="220" fill="#fff" opacity=".06"/><circle cx="80" cy="380" r="160" fill="#fff" opacity=".06"/>` +
    arts +
    `<text x="56" y="128" font-family="${FONT}" font-size="46" font-weight="800" fill="#fff">${esc(head ?? '')}</text>` +
    `<text x="56" y="184" font-family="${FONT}" font-size="30" font-weight="600" fill="#fff" opacity=".95">${esc(rest.join(' '))}</text>` +
    `<text x="56" y="226" font-family="${FONT}" font-size="16" fill="#fff" opacity=".8">${esc(style.sub)}</text>` +
    `<rect x="56" y="252" width="132" height="40" rx="20" fill="#fff"/>` +
    `<text x="122" y="278" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="700" fill="${style.from}">立即选购 ›</text>` +
    `</svg>`
  );
}

/** 64×64 category icon: the category's illustration on a tinted disc. */
export function categoryIconSvg(id: number): string {
  const { firstId, art } = categoryLook(id);
  const color = levelOneColor(firstId);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" fill="${tint(color, 0.85)}"/>` +
    `<g transform="translate(100 100) scale(.72) translate(-100 -100)">${drawArt(art, color)}</g></svg>`
  );
}

/** 240×460 background for the category menu flyout: a soft gradient with a faded illustration. */
export function categoryBackgroundSvg(id: number, title: string): string {
  const { firstId, art } = categoryLook(id);
  const color = levelOneColor(firstId);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="460" viewBox="0 0 240 460">` +
    `<defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, 0.75)}"/>` +
    `<stop offset="1" stop-color="${tint(color, 0.95)}"/></linearGradient></defs><rect width="240" height="460" fill="url(#c)"/>` +
    `<g opacity=".35" transform="translate(20 220)">${drawArt(art, color)}</g>` +
    `<text x="24" y="64" font-family="${FONT}" font-size="30" font-weight="800" fill="${color}">${esc(title)}</text>` +
    `<text x="24" y="96" font-family="${FONT}" font-size="15" fill="#595959">品牌正品 · 企业专享</text></svg>`
  );
}
