import { createHash } from 'node:crypto';

/**
 * On a page whose first view is in the HTML, the app's scripts start once the first view has painted its
 * main picture (or after 2 s at the latest), instead of with the HTML: under a slow line the picture then
 * has the line to itself, and the scripts follow at once. This inline script does it; it is a constant, so
 * the Content-Security-Policy allows it by its hash (APP_BOOT_CSP_SOURCE) and nothing else inline.
 * It reads the template's entry script and module preloads from the JSON block the server writes
 * (`#app-scripts`, see bootAfterFirstView) and adds them as the template had them.
 */
export const APP_BOOT =
  '(function(){var d=document,started=false;' +
  'function start(){if(started)return;started=true;' +
  "var c=JSON.parse(d.getElementById('app-scripts').textContent);" +
  "c.preload.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';" +
  'l.href=h;d.head.appendChild(l)});' +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=c.entry;d.head.appendChild(s)}" +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
  "var img=d.querySelector('#first-view img[fetchpriority=high]');" +
  "if(img&&!img.complete){img.addEventListener('load',afterPaint);img.addEventListener('error',afterPaint)}" +
  'else afterPaint();setTimeout(start,2000)})();';

/** The CSP source that allows APP_BOOT (and only it) among inline scripts. */
export const APP_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_BOOT).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template's part after <title> with its entry script and module preloads taken out of the head and
 * started by APP_BOOT at the end of the body. A template not written the way Vite writes it (no single
 * entry script, no </body>) is left as it is: its scripts then load with the HTML as before.
 */
export function bootAfterFirstView(html: string, jsonForScript: (value: unknown) => string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  const body = html.lastIndexOf('</body>');
  if (entries.length !== 1 || body === -1) return html;
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const rest = html.slice(0, body).replace(ENTRY, '').replace(PRELOAD, '');
  return (
    `${rest}<script type="application/json" id="app-scripts">${jsonForScript({ entry: entries[0], preload })}</script>` +
    `<script>${APP_BOOT}</script>\n  ${html.slice(body)}`
  );
}
