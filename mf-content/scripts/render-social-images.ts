// Renders a JPEG twin of every 1200x630 blog cover SVG the site publishes (shell/public/media/blog); social
// networks do not show SVG previews.
// Run after changing a cover: npx tsx scripts/render-social-images.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../shell/public/media/blog');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.svg'))) {
    const svg = await readFile(path.join(dir, file), 'utf8');
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    await page.screenshot({ type: 'jpeg', quality: 85, path: path.join(dir, file.replace(/\.svg$/, '.jpg')), clip: { x: 0, y: 0, width: 1200, height: 630 } });
    console.log(`rendered ${file.replace(/\.svg$/, '.jpg')}`);
  }
} finally {
  await browser.close();
}
