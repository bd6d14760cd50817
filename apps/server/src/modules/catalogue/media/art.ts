import type { ArtKind } from '../../../seed/catalogue-data';

/**
 * Flat product illustrations, one per kind of goods, drawn in a 200×200 box. `c` is the accent colour,
 * the rest are fixed neutrals, so every category keeps its own tint while the shapes stay readable.
 */
const D = '#3a4150'; // dark metal / plastic
const M = '#9aa3b2'; // mid grey
const L = '#e8ecf2'; // light

const hex = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

const gearPath = (cx: number, cy: number, r: number, teeth: number) => {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI / teeth) * i;
    const rr = i % 2 === 0 ? r : r * 0.82;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
};

const ART: Record<ArtKind, (c: string) => string> = {
  wrench: (c) =>
    `<g transform="rotate(-40 100 100)"><rect x="90" y="60" width="20" height="120" rx="8" fill="${c}"/>` +
    `<circle cx="100" cy="48" r="30" fill="${D}"/><rect x="88" y="14" width="24" height="34" fill="#fff"/>` +
    `<rect x="94" y="150" width="12" height="22" rx="4" fill="${L}"/></g>`,
  drill: (c) =>
    `<rect x="36" y="56" width="104" height="46" rx="16" fill="${c}"/><rect x="140" y="68" width="22" height="22" fill="${D}"/>` +
    `<rect x="162" y="75" width="28" height="8" fill="${M}"/><path d="M70 100h34l-8 56H78z" fill="${D}"/>` +
    `<rect x="60" y="152" width="56" height="26" rx="6" fill="${c}"/><circle cx="58" cy="79" r="9" fill="#fff" opacity=".5"/>`,
  ruler: (c) =>
    `<rect x="20" y="78" width="160" height="44" rx="4" fill="${c}"/>` +
    Array.from(
      { length: 15 },
      (_, i) => `<rect x="${28 + i * 10}" y="78" width="2" height="${i % 5 === 0 ? 22 : 12}" fill="${D}"/>`,
    ).join('') +
    `<rect x="40" y="58" width="18" height="84" rx="3" fill="${D}"/>`,
  toolbox: (c) =>
    `<rect x="30" y="78" width="140" height="86" rx="8" fill="${c}"/><rect x="30" y="78" width="140" height="22" fill="${D}" opacity=".25"/>` +
    `<path d="M76 78V56h48v22" fill="none" stroke="${D}" stroke-width="10"/><rect x="90" y="96" width="20" height="14" rx="3" fill="${L}"/>`,
  disc: (c) =>
    `<circle cx="100" cy="100" r="74" fill="${c}"/><circle cx="100" cy="100" r="56" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>` +
    `<circle cx="100" cy="100" r="22" fill="${L}"/><circle cx="100" cy="100" r="11" fill="${D}"/>`,
  bit: (c) =>
    `<g transform="rotate(-35 100 100)"><rect x="92" y="20" width="16" height="70" fill="${M}"/><rect x="90" y="88" width="20" height="80" fill="${c}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M90 ${94 + i * 11}l20 8" stroke="${D}" stroke-width="3"/>`,
    ).join('') +
    `<path d="M90 168l10 16 10-16z" fill="${c}"/></g>`,
  helmet: (c) =>
    `<path d="M40 128a60 64 0 0 1 120 0z" fill="${c}"/><rect x="24" y="124" width="152" height="16" rx="8" fill="${c}"/>` +
    `<path d="M94 66h12v58H94z" fill="#fff" opacity=".35"/><path d="M60 140h80v10H60z" fill="${D}" opacity=".4"/>`,
  glove: (c) =>
    `<rect x="62" y="90" width="76" height="86" rx="14" fill="${c}"/>` +
    [64, 84, 104, 122]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${34 + (i === 0 || i === 3 ? 14 : 0)}" width="16" height="72" rx="8" fill="${c}"/>`,
      )
      .join('') +
    `<rect x="34" y="96" width="16" height="56" rx="8" fill="${c}" transform="rotate(-30 42 124)"/><rect x="62" y="160" width="76" height="16" fill="${D}" opacity=".35"/>`,
  goggles: (c) =>
    `<path d="M20 96h160" stroke="${D}" stroke-width="8"/><rect x="34" y="70" width="132" height="58" rx="26" fill="${c}"/>` +
    `<ellipse cx="72" cy="99" rx="26" ry="18" fill="#fff" opacity=".7"/><ellipse cx="128" cy="99" rx="26" ry="18" fill="#fff" opacity=".7"/>`,
  mask: (c) =>
    `<path d="M30 92l36-8M170 92l-36-8M30 124l40 4M170 124l-40 4" stroke="${D}" stroke-width="4"/>` +
    `<path d="M60 78q40-24 80 0v44q-40 40-80 0z" fill="${c}"/><circle cx="100" cy="108" r="14" fill="${D}"/>`,
  shoe: (c) =>
    `<path d="M42 60h54v56l46 14q28 8 28 34v8H34v-20z" fill="${c}"/><rect x="34" y="164" width="136" height="14" rx="4" fill="${D}"/>` +
    `<path d="M60 80h30M60 96h30" stroke="#fff" stroke-width="5" opacity=".6"/>`,
  harness: (c) =>
    `<path d="M70 30l30 60 30-60M62 90h76M70 90l-10 80M130 90l10 80M60 140h80" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>` +
    `<rect x="88" y="80" width="24" height="22" rx="4" fill="${D}"/>`,
  suit: (c) =>
    `<path d="M70 30l30 14 30-14 44 26-18 34-18-10v90H62V80l-18 10-18-34z" fill="${c}"/>` +
    `<path d="M100 44v126" stroke="${D}" stroke-width="3" opacity=".4"/><rect x="62" y="110" width="76" height="10" fill="#ffe58f"/>`,
  breaker: (c) =>
    `<rect x="62" y="24" width="76" height="152" rx="8" fill="${L}" stroke="${M}" stroke-width="3"/><rect x="78" y="76" width="44" height="48" rx="4" fill="${D}"/>` +
    `<rect x="86" y="62" width="28" height="40" rx="4" fill="${c}"/><rect x="76" y="140" width="48" height="12" fill="${M}"/><rect x="76" y="38" width="48" height="12" fill="${M}"/>`,
  cable: (c) =>
    [70, 56, 42, 28]
      .map((r) => `<circle cx="100" cy="100" r="${r}" fill="none" stroke="${c}" stroke-width="12"/>`)
      .join('') +
    `<circle cx="100" cy="100" r="16" fill="${D}"/><path d="M170 100h20" stroke="${c}" stroke-width="12"/>`,
  socket: (c) =>
    `<rect x="36" y="36" width="128" height="128" rx="16" fill="${L}" stroke="${M}" stroke-width="3"/><rect x="52" y="52" width="96" height="96" rx="10" fill="#fff"/>` +
    `<rect x="78" y="78" width="6" height="18" fill="${D}" transform="rotate(30 81 87)"/><rect x="116" y="78" width="6" height="18" fill="${D}" transform="rotate(-30 119 87)"/>` +
    `<rect x="97" y="108" width="6" height="18" fill="${D}"/><circle cx="150" cy="50" r="5" fill="${c}"/>`,
  tape: (c) =>
    `<circle cx="100" cy="100" r="66" fill="${c}"/><circle cx="100" cy="100" r="34" fill="${L}"/><circle cx="100" cy="100" r="28" fill="#fff"/>` +
    `<path d="M150 140l34 30-10 8-34-26z" fill="${c}"/>`,
  relay: (c) =>
    `<rect x="46" y="40" width="108" height="116" rx="8" fill="${c}"/><rect x="62" y="58" width="76" height="36" rx="4" fill="#fff" opacity=".8"/>` +
    [60, 88, 116]
      .map(
        (x) =>
          `<rect x="${x}" y="156" width="22" height="14" fill="${M}"/><rect x="${x}" y="26" width="22" height="14" fill="${M}"/>`,
      )
      .join('') +
    `<circle cx="100" cy="124" r="12" fill="${D}"/>`,
  pipe: (c) =>
    `<rect x="14" y="80" width="120" height="40" fill="${c}"/><path d="M134 80h16a36 36 0 0 1 36 36v70h-40v-66h-12z" fill="${c}"/>` +
    `<rect x="128" y="74" width="14" height="52" rx="3" fill="${D}"/><rect x="14" y="86" width="120" height="6" fill="#fff" opacity=".35"/>`,
  valve: (c) =>
    `<rect x="20" y="110" width="160" height="36" fill="${M}"/><rect x="14" y="102" width="16" height="52" fill="${D}"/><rect x="170" y="102" width="16" height="52" fill="${D}"/>` +
    `<path d="M70 104h60l-8 50H78z" fill="${c}"/><rect x="94" y="56" width="12" height="50" fill="${D}"/>` +
    `<ellipse cx="100" cy="54" rx="44" ry="12" fill="none" stroke="${c}" stroke-width="9"/>`,
  pump: (c) =>
    `<rect x="24" y="64" width="96" height="70" rx="10" fill="${c}"/>` +
    Array.from(
      { length: 5 },
      (_, i) => `<rect x="${34 + i * 16}" y="70" width="6" height="58" fill="#fff" opacity=".25"/>`,
    ).join('') +
    `<circle cx="146" cy="100" r="34" fill="${D}"/><rect x="136" y="40" width="20" height="30" fill="${M}"/><rect x="20" y="134" width="160" height="14" rx="3" fill="${D}"/>`,
  faucet: (c) =>
    `<path d="M40 100h70a40 40 0 0 1 40 40v20h-24v-20a16 16 0 0 0-16-16H40z" fill="${c}"/><rect x="24" y="92" width="22" height="40" rx="4" fill="${D}"/>` +
    `<rect x="78" y="62" width="16" height="40" fill="${D}"/><rect x="60" y="54" width="52" height="12" rx="6" fill="${c}"/>` +
    `<path d="M138 170q0 10 0 18" stroke="#69b1ff" stroke-width="6" stroke-linecap="round"/>`,
  filter: (c) =>
    `<rect x="60" y="50" width="80" height="120" rx="16" fill="${c}"/><rect x="52" y="34" width="96" height="26" rx="6" fill="${D}"/>` +
    Array.from(
      { length: 5 },
      (_, i) => `<rect x="60" y="${72 + i * 18}" width="80" height="4" fill="#fff" opacity=".35"/>`,
    ).join(''),
  pen: (c) =>
    `<g transform="rotate(40 100 100)"><rect x="88" y="20" width="24" height="130" rx="6" fill="${c}"/><path d="M88 150h24l-12 30z" fill="${L}"/>` +
    `<path d="M97 172h6l-3 8z" fill="${D}"/><rect x="110" y="30" width="6" height="50" rx="3" fill="${D}"/></g>`,
  paper: (c) =>
    `<rect x="56" y="44" width="100" height="130" fill="${L}" transform="rotate(8 106 109)"/><rect x="48" y="36" width="100" height="130" fill="#fff" stroke="${M}" stroke-width="2"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="62" y="${58 + i * 16}" width="${i === 5 ? 40 : 72}" height="5" fill="${c}" opacity=".5"/>`,
    ).join(''),
  folder: (c) =>
    `<path d="M30 60h52l12 14h76v96H30z" fill="${c}"/><path d="M30 88h140v82H30z" fill="${c}"/><path d="M30 88h140v8H30z" fill="#fff" opacity=".3"/>`,
  printer: (c) =>
    `<rect x="40" y="70" width="120" height="70" rx="6" fill="${D}"/><rect x="60" y="70" width="80" height="70" fill="${c}"/>` +
    `<rect x="40" y="140" width="120" height="14" rx="4" fill="${M}"/><rect x="72" y="90" width="56" height="12" rx="3" fill="#fff" opacity=".7"/>`,
  stapler: (c) =>
    `<path d="M30 130h140v22H30z" fill="${D}"/><path d="M36 128q0-42 40-46l94 0v20l-94 10q-14 2-14 16z" fill="${c}"/>` +
    `<circle cx="52" cy="130" r="8" fill="${M}"/>`,
  lamp: (c) =>
    `<path d="M40 70h120l-16 60H56z" fill="${D}"/><rect x="52" y="126" width="96" height="12" fill="#fffbe6"/>` +
    `<path d="M60 146l-14 30M100 146v34M140 146l14 30" stroke="${c}" stroke-width="6" stroke-linecap="round"/><rect x="94" y="40" width="12" height="32" fill="${M}"/>`,
  bulb: (c) =>
    `<circle cx="100" cy="82" r="50" fill="#fffbe6" stroke="${c}" stroke-width="6"/><path d="M82 126h36v14H82z" fill="${c}"/>` +
    `<rect x="82" y="140" width="36" height="26" rx="4" fill="${M}"/><path d="M88 148h24M88 156h24" stroke="${D}" stroke-width="3"/>` +
    `<path d="M86 86l14 14 14-14" fill="none" stroke="${c}" stroke-width="4"/>`,
  bolt: (c) =>
    `<polygon points="${hex(100, 46, 34)}" fill="${c}"/><rect x="84" y="70" width="32" height="110" fill="${M}"/>` +
    Array.from(
      { length: 10 },
      (_, i) => `<path d="M84 ${84 + i * 10}l32 6" stroke="${D}" stroke-width="3"/>`,
    ).join(''),
  nut: (c) =>
    `<polygon points="${hex(100, 100, 70)}" fill="${c}"/><circle cx="100" cy="100" r="32" fill="#fff"/><circle cx="100" cy="100" r="32" fill="none" stroke="${D}" stroke-width="4" stroke-dasharray="6 5"/>`,
  cart: (c) =>
    `<rect x="30" y="120" width="130" height="18" rx="3" fill="${c}"/><path d="M150 120V50h16" fill="none" stroke="${D}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="54" cy="156" r="16" fill="${D}"/><circle cx="134" cy="156" r="16" fill="${D}"/><rect x="44" y="78" width="70" height="42" rx="4" fill="${L}" stroke="${M}"/>`,
  shelf: (c) =>
    `<path d="M40 24v160M160 24v160" stroke="${c}" stroke-width="10"/>` +
    [50, 92, 134, 176].map((y) => `<rect x="40" y="${y}" width="120" height="8" fill="${D}"/>`).join('') +
    `<rect x="54" y="66" width="38" height="26" fill="${L}" stroke="${M}"/><rect x="104" y="108" width="44" height="26" fill="${L}" stroke="${M}"/>`,
  bin: (c) =>
    `<path d="M32 60h136l-12 110H44z" fill="${c}"/><rect x="26" y="52" width="148" height="16" rx="4" fill="${c}"/>` +
    `<path d="M62 84v70M100 84v70M138 84v70" stroke="#fff" stroke-width="5" opacity=".3"/><rect x="84" y="70" width="32" height="10" rx="5" fill="${D}"/>`,
  hook: (c) =>
    `<path d="M100 20v30" stroke="${M}" stroke-width="10"/><rect x="84" y="46" width="32" height="40" rx="6" fill="${c}"/>` +
    `<path d="M100 86v30a28 28 0 1 1-28 28" fill="none" stroke="${D}" stroke-width="14" stroke-linecap="round"/>`,
  cabinet: (c) =>
    `<rect x="44" y="30" width="112" height="146" rx="6" fill="${c}"/>` +
    [44, 74, 104, 134]
      .map(
        (y) =>
          `<rect x="54" y="${y}" width="92" height="24" rx="3" fill="#fff" opacity=".2"/><rect x="86" y="${y + 9}" width="28" height="6" rx="3" fill="${D}"/>`,
      )
      .join(''),
  welder: (c) =>
    `<rect x="34" y="60" width="120" height="96" rx="8" fill="${c}"/><rect x="48" y="74" width="48" height="28" rx="3" fill="${D}"/>` +
    `<circle cx="124" cy="90" r="16" fill="${L}"/><path d="M124 90l8-8" stroke="${D}" stroke-width="4"/><rect x="74" y="42" width="40" height="18" rx="6" fill="${D}"/>` +
    `<path d="M154 130q30 0 30 40" fill="none" stroke="${D}" stroke-width="6"/>`,
  bearing: (c) =>
    `<circle cx="100" cy="100" r="76" fill="${M}"/><circle cx="100" cy="100" r="64" fill="${D}"/>` +
    Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i;
      return `<circle cx="${(100 + 50 * Math.cos(a)).toFixed(1)}" cy="${(100 + 50 * Math.sin(a)).toFixed(1)}" r="10" fill="${L}"/>`;
    }).join('') +
    `<circle cx="100" cy="100" r="36" fill="${c}"/><circle cx="100" cy="100" r="24" fill="#fff"/>`,
  gear: (c) =>
    `<polygon points="${gearPath(86, 96, 64, 12)}" fill="${c}"/><circle cx="86" cy="96" r="20" fill="#fff"/>` +
    `<polygon points="${gearPath(154, 150, 32, 8)}" fill="${D}"/><circle cx="154" cy="150" r="10" fill="#fff"/>`,
  cylinder: (c) =>
    `<rect x="26" y="76" width="110" height="48" rx="6" fill="${c}"/><rect x="20" y="70" width="16" height="60" rx="3" fill="${D}"/>` +
    `<rect x="128" y="70" width="16" height="60" rx="3" fill="${D}"/><rect x="144" y="94" width="44" height="12" fill="${M}"/><rect x="40" y="84" width="84" height="6" fill="#fff" opacity=".35"/>`,
  meter: (c) =>
    `<rect x="52" y="20" width="96" height="160" rx="14" fill="${c}"/><rect x="64" y="34" width="72" height="44" rx="4" fill="#e6fffb"/>` +
    `<text x="100" y="66" font-size="22" text-anchor="middle" fill="${D}" font-family="monospace">8.88</text>` +
    `<circle cx="100" cy="120" r="24" fill="${D}"/><path d="M100 120l12-14" stroke="#fff" stroke-width="4"/><circle cx="76" cy="162" r="6" fill="${D}"/><circle cx="124" cy="162" r="6" fill="#f5222d"/>`,
  gauge: (c) =>
    `<circle cx="100" cy="96" r="66" fill="${M}"/><circle cx="100" cy="96" r="56" fill="#fff"/>` +
    `<path d="M60 120a46 46 0 1 1 80 0" fill="none" stroke="${c}" stroke-width="6"/><path d="M100 96l30-26" stroke="${D}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="96" r="7" fill="${D}"/><rect x="90" y="160" width="20" height="26" fill="${D}"/>`,
  broom: (c) =>
    `<g transform="rotate(25 100 100)"><rect x="95" y="10" width="10" height="110" rx="4" fill="${D}"/><path d="M66 118h68l10 62H56z" fill="${c}"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M${68 + i * 13} 130v48" stroke="#fff" stroke-width="2" opacity=".4"/>`,
    ).join('') +
    `</g>`,
  bottle: (c) =>
    `<rect x="86" y="22" width="28" height="22" rx="3" fill="${D}"/><path d="M80 44h40v16l14 16v100H66V76l14-16z" fill="${c}"/>` +
    `<rect x="72" y="100" width="56" height="50" rx="4" fill="#fff" opacity=".85"/><rect x="80" y="114" width="40" height="6" fill="${c}"/><rect x="80" y="128" width="28" height="5" fill="${M}"/>`,
  fan: (c) =>
    `<circle cx="100" cy="100" r="78" fill="none" stroke="${D}" stroke-width="8"/>` +
    [0, 120, 240]
      .map(
        (r) => `<path d="M100 100q-10-50 20-60 20 20-20 60z" fill="${c}" transform="rotate(${r} 100 100)"/>`,
      )
      .join('') +
    `<circle cx="100" cy="100" r="12" fill="${D}"/>`,
  roll: (c) =>
    `<rect x="40" y="60" width="110" height="84" fill="${c}"/><ellipse cx="150" cy="102" rx="18" ry="42" fill="${D}"/><ellipse cx="150" cy="102" rx="7" ry="16" fill="#fff"/>` +
    `<ellipse cx="40" cy="102" rx="18" ry="42" fill="${c}"/><path d="M40 76h110" stroke="#fff" stroke-width="4" opacity=".35"/>`,
  hinge: (c) =>
    `<rect x="40" y="40" width="56" height="120" rx="4" fill="${c}"/><rect x="104" y="40" width="56" height="120" rx="4" fill="${c}" opacity=".8"/>` +
    `<rect x="92" y="36" width="16" height="128" rx="8" fill="${D}"/>` +
    [60, 100, 140]
      .map(
        (y) => `<circle cx="68" cy="${y}" r="6" fill="#fff"/><circle cx="132" cy="${y}" r="6" fill="#fff"/>`,
      )
      .join(''),
  beam: (c) =>
    `<path d="M30 70h110l30-26H60z" fill="${L}"/><path d="M30 70h110v70H30z" fill="${c}"/><path d="M140 70l30-26v70l-30 26z" fill="${D}"/>` +
    `<rect x="44" y="84" width="82" height="42" fill="#fff" opacity=".25"/>`,
  can: (c) =>
    `<path d="M46 60h108v104q0 14-14 14H60q-14 0-14-14z" fill="${c}"/><ellipse cx="100" cy="60" rx="54" ry="12" fill="${D}"/>` +
    `<path d="M50 60q50-70 100 0" fill="none" stroke="${M}" stroke-width="5"/><rect x="60" y="96" width="80" height="46" rx="4" fill="#fff" opacity=".85"/>`,
};

export function drawArt(kind: ArtKind, color: string): string {
  return ART[kind](color);
}
