import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'tooling', include: ['*.test.ts'], testTimeout: 60_000 } });
