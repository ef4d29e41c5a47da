// Shared browser set-up for end-to-end tests: Debian's Chromium, headless, no background traffic.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../src/shared/boot.js';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function siteUrl(path = '/'): string {
  return inject('baseUrl') + path;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface PageWithLogs {
  page: Page;
  /** Console errors and warnings, page errors (hydration problems show up here). */
  problems: string[];
}

/** Opens a page that records console errors/warnings and uncaught exceptions. */
export async function openPage(context: BrowserContext): Promise<PageWithLogs> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** Marks the current document so a test can tell a client navigation from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark: boolean }).__e2eMark = true;
  });
}

/**
 * Moves the app to `path` on the client, as Back and Forward do (history entry + popstate), for
 * addresses no link on the page leads to.
 */
export async function moveOnClient(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/**
 * Waits until the page is interactive: React has hydrated it and run the first render's effects
 * (keyboard shortcuts and other listeners are then in place). A committed tree is not enough:
 * effects run after the browser paints, and a key pressed in between is lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * One browser and one desktop-sized context for a whole test file, opened before its tests and
 * closed after them. Read `.context` inside tests (it exists once `beforeAll` has run).
 */
export function desktopContextForFile(): { readonly context: BrowserContext } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get context() {
      if (!context) throw new Error('the browser context is created in beforeAll');
      return context;
    },
  };
}

let axeSource: string | undefined;

async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
}

/** One rule axe-core finds broken: its id, its impact and the elements, as selectors. */
export interface AxeViolation {
  id: string;
  impact: string;
  targets: string[];
}

/** The serious and critical violations axe-core finds in the whole page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

/**
 * Text below WCAG AA contrast inside the elements `include` selects, as axe-core finds it on the
 * page as it is now (colour mode, media emulation): `selector: message` per element. `rules`
 * names the axe rules run: `link-in-text-block` adds links told from their sentence by colour alone.
 */
export async function contrastViolations(page: Page, include: string[], rules: string[] = ['color-contrast']): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ selectors, runOnly }) => {
      type Result = { violations: { nodes: { target: string[]; any: { message: string }[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
      const result = await axe.run({ include: selectors.map((selector) => [selector]) }, { runOnly, resultTypes: ['violations'] });
      return result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`));
    },
    { selectors: include, runOnly: rules },
  );
}

/**
 * The contrast of a pseudo-element's text (`::before`, `::placeholder`) against the background
 * behind its element, translucent backgrounds composited: axe-core does not check generated text.
 * Each is named by its element's `nameAttribute`.
 */
export function pseudoElementContrasts(page: Page, selector: string, pseudo: string, nameAttribute: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate(
    ({ selector, pseudo, nameAttribute }) => {
      const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number) as number[];
      const over = (top: number[], bottom: number[]) => {
        const alpha = top[3] ?? 1;
        return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha));
      };
      const background = (element: Element | null): number[] => {
        if (!element) return [255, 255, 255];
        const color = rgba(getComputedStyle(element).backgroundColor);
        if (color.length === 4 && color[3] === 0) return background(element.parentElement);
        return color.length === 4 ? over(color, background(element.parentElement)) : color;
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return [...document.querySelectorAll(selector)].map((element) => {
        const style = getComputedStyle(element, pseudo);
        const fg = rgba(style.color);
        const [a, b] = [luminance(fg.length === 4 ? over(fg, background(element)) : fg), luminance(background(element))].sort((x, y) => y - x);
        return { text: element.getAttribute(nameAttribute) ?? '', ratio: (a! + 0.05) / (b! + 0.05) };
      });
    },
    { selector, pseudo, nameAttribute },
  );
}
