import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jsBudget } from '../../tooling/vite-js-budget';
import { precompress } from '../../tooling/vite-precompress';
import { pureConsts } from '../../tooling/vite-pure-consts';

/**
 * Gzipped JavaScript the home, product and search pages may need before they render; the build fails
 * above it. The storefront's figure (see docs/decisions/2026-11-25-lean-storefront.md): never raise it.
 */
const JS_BUDGET_KB = 200;

export default defineConfig({
  plugins: [
    react(),
    // The contract's schemas are pure definitions: let the bundle drop the ones no page uses.
    pureConsts(/[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/),
    jsBudget({
      limitKB: JS_BUDGET_KB,
      routes: {
        home: /[\\/]src[\\/]app[\\/]routes[\\/]home[\\/]index\.tsx$/,
        product: /[\\/]src[\\/]app[\\/]routes[\\/]goods[\\/]index\.tsx$/,
        search: /[\\/]src[\\/]app[\\/]routes[\\/]search[\\/]index\.tsx$/,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // ConfigProvider's tooltip UniqueProvider, used only with `tooltip.unique` (never set here): a no-op.
      {
        find: /^\.\.\/tooltip\/UniqueProvider$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/antd-no-unique-tooltip.tsx'),
      },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/open/docs': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) },
    },
  },
});
