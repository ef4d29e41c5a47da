import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('requestfinished', async (r) => { const res = await r.response(); if (res && res.status() >= 400) console.log('HTTP', res.status(), r.url()); });
page.on('requestfailed', (r) => console.log('failed', r.url()));
page.on('console', (m) => console.log(m.type(), m.text(), JSON.stringify(m.location())));
await page.goto('http://localhost:4603/');
await page.waitForTimeout(1500);
await browser.close();
