import { writeFile } from 'node:fs/promises';
import { siteIdFor } from './editor/baobab-page.ts';
import { writeBenchSite } from './editor/baobab-site.ts';
import { baobabDriver } from './editor/drivers.ts';
import { measureKeystrokes, measureLoad, openPage } from './editor/measure.ts';
import { benchTree } from './editor/page-tree.ts';
import { launchChromium } from './support/chromium.ts';
import { startBaobab } from '../tests/support/start-baobab.ts';

const size = Number(process.env.SIZE ?? 2000);
const server = await startBaobab({ name: 'p8', prepareSites: (d) => writeBenchSite(d, size) });
const browser = await launchChromium();
try {
  const driver = baobabDriver(server.editor, siteIdFor);
  const opened = await openPage(browser, driver.url(size), { kind: 'baobab', last: `e${size}` });
  const load = await measureLoad(opened);
  console.log('load', JSON.stringify(load));
  const { page } = opened;
  const { targets } = benchTree(size);
  // warm
  console.log('warm', (await measureKeystrokes(page, driver, targets.text, { count: 10 })).map((v) => v.toFixed(1)).join(' '));
  const cdp = await opened.context.newCDPSession(page);
  if (process.env.FLOOR) {
    await page.evaluate(`document.addEventListener('keydown', function (e) {
        if (e.key.length !== 1) return;
        var f = document.querySelector('iframe[data-testid="canvas-frame"]');
        var el = f.contentDocument.querySelector('.e-${targets.text}');
        el.textContent += e.key;
        e.preventDefault(); e.stopPropagation();
      }, true)`);
  }
  if (process.env.DEBUG) {
    await page.keyboard.press('q');
    const fr = page.frameLocator('iframe[data-testid="canvas-frame"]');
    console.log('text now', await fr.locator('.e-' + targets.text).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200))), opened.errors);
  }
  if (process.env.VARIANTS) {
    const variants: Record<string, string> = {
      base: '',
      noleft: '.editor-left > * { display: none; }',
      notool: '.editor > header, .toolbar { visibility: hidden; }',
      sidebaronly: '.editor-left > *, .toolbar { display: none; } .editor-right [data-field]:not([data-field="text"]) { display: none; }',
    };
    const results: Record<string, number[]> = {};
    for (let r = 0; r < 3; r++) {
      for (const [name, css] of Object.entries(variants)) {
        await page.evaluate(`(() => { let s = document.getElementById('p8'); if (!s) { s = document.createElement('style'); s.id = 'p8'; document.head.appendChild(s); } s.textContent = ${JSON.stringify(css)}; })()`);
        await page.waitForTimeout(300);
        const k = await measureKeystrokes(page, driver, targets.text, { count: 20 });
        (results[name] ??= []).push(...k);
      }
    }
    for (const [name, k] of Object.entries(results)) {
      const s = [...k].sort((a, b) => a - b);
      console.log(name.padEnd(10), 'p50', s[s.length >> 1]?.toFixed(1), 'p95', s[Math.ceil(0.95 * s.length) - 1]?.toFixed(1));
    }
    await opened.context.close();
    throw new Error('done');
  }
  if (process.env.PLAIN) {
    for (let r = 0; r < 2; r++) {
      const k = await measureKeystrokes(page, driver, targets.text, { count: 40 });
      const s = [...k].sort((a, b) => a - b);
      console.log('plain p50', s[20]?.toFixed(1), 'p95', s[Math.ceil(0.95 * s.length) - 1]?.toFixed(1), 'max', s.at(-1)?.toFixed(1));
    }
    await opened.context.close();
    throw new Error("done");
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (d: { value: unknown[] }) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: process.env.INVAL ? process.env.INVAL : 'devtools.timeline,blink.user_timing,v8.execute', transferMode: 'ReportEvents' });
  if (!process.env.NOPROF) await cdp.send('Profiler.start');
  const keys = await measureKeystrokes(page, driver, targets.text, { count: 30 });
  const { profile } = process.env.NOPROF ? { profile: null } : await cdp.send('Profiler.stop');
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  console.log('keys', keys.map((v) => v.toFixed(1)).join(' '));
  const sorted = [...keys].sort((a, b) => a - b);
  console.log('p50', sorted[15], 'p95', sorted[Math.ceil(0.95 * sorted.length) - 1]);
  await writeFile('/tmp/p8/profile.cpuprofile', JSON.stringify(profile));
  await writeFile('/tmp/p8/trace.json', JSON.stringify(events));
  await opened.context.close();
} finally {
  await browser.close();
  await server.stop();
}
