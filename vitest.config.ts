import { defineConfig } from 'vitest/config';

// One runner for every test that needs only Node (and a database it starts itself).
// Browser journeys live in e2e/ and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'rating', root: 'packages/rating', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'payment-sandbox',
          root: 'apps/payment-sandbox',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole pages are driven through the real app; see src/testing/setup.ts.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
