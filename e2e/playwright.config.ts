import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium (Playwright cannot download its own browsers here).
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
