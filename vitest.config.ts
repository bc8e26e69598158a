import '@pc/node/require-24';
import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace member: tests sit next to the code as *.test.ts.
export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'bench/**/*.test.ts',
      'tooling/*/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
