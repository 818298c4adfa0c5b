import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** e2e/artifacts/, kept by CI: the playwright outputDir's parent, whatever the working directory. */
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** A full-page screenshot into e2e/artifacts/{name}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
