import '@pc/node/require-24';
import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run for every workspace member: tests sit next to the code as *.test.ts.
const include = [
  'apps/*/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'bench/**/*.test.ts',
  'tooling/*/*.test.ts',
];
// Three BFF processes, nginx and 30 s of load: run alone, after everything else, so that it
// neither slows the timing-sensitive tests nor is slowed by them.
const scaleOut = [
  'apps/bff/src/scale-out/replicas.test.ts',
  'apps/bff/src/scale-out/lease-takeover.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include,
          exclude: [...configDefaults.exclude, ...scaleOut],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'scale-out', include: scaleOut, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
