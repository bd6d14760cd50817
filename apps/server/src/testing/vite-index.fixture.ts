/**
 * The storefront's index.html as Vite writes it (apps/web/index.html after `npm run build`), with `assets`
 * (its entry script and its modulepreload and stylesheet links) at the end of the head.
 */
export const viteIndexHtml = (assets: readonly string[]) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>工业品商城</title>
${assets.map((line) => `    ${line}`).join('\n')}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
