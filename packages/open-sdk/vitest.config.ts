import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'open-sdk', include: ['src/**/*.test.ts'] } });
