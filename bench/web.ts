/**
 * The web's first page: the gzipped JavaScript it loads (decision 025: 150 kB at most) and a
 * Lighthouse mobile performance score (goal: 95 or more) against the whole product running on a
 * fresh database, in Debian's Chromium. Prints figures; judges nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductOnFreshDatabase } from '../scripts/product-on-fresh-database.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The scripts index.html loads at once: its module entry and the chunks it preloads. */
async function firstPageScripts(): Promise<string[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

export async function benchFirstPageBundle(): Promise<void> {
  const scripts = await firstPageScripts();
  let total = 0;
  for (const script of scripts) {
    const gzipped = gzipSync(await readFile(path.join(dist, script)), { level: 9 }).length;
    total += gzipped;
    console.log(`  ${script}: ${(gzipped / 1000).toFixed(1)} kB gzipped`);
  }
  console.log(`web first page JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (goal ≤ 150)`);
}

export async function benchLighthouse(): Promise<void> {
  const product = await startProductOnFreshDatabase();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // Lighthouse's default: a mid-range phone on a slow 4G connection (simulated throttling).
    const result = await lighthouse(`${product.baseUrl}/van-details/vehicle-lookup`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    console.log(
      `web first page Lighthouse mobile performance: ${score} (goal ≥ 95); FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  } finally {
    chrome.kill();
    await product.stop();
  }
}
