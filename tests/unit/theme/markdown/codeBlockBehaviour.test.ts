// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeText, installCodeBlockBehaviour } from '../../../../theme/markdown/codeBlockBehaviour.js';

const BLOCK = `<div class="code-block language-ts code-block--line-numbers" data-lang="ts"><div class="code-block-content"><pre class="prism-code" tabindex="0"><code><span class="code-line"><span class="code-line-number" data-line="1"></span><span class="token keyword">const</span> a = 1;
</span><span class="code-line highlighted"><span class="code-line-number" data-line="2"></span>a++;
</span></code></pre><button type="button" class="code-wrap" aria-label="Toggle word wrap" title="Toggle word wrap" aria-pressed="false"></button><button type="button" class="code-copy" aria-label="Copy code to clipboard" title="Copy"></button><span class="code-copy-status visually-hidden" role="status"></span></div></div>`;

let uninstall: () => void;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = BLOCK + BLOCK;
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
  uninstall = installCodeBlockBehaviour(document);
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
  writeText.mockClear();
});

const buttons = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(selector)];

describe('installCodeBlockBehaviour', () => {
  it('copies the code without line numbers and shows Copied for 2 s', async () => {
    const [copy] = buttons('.code-copy');
    copy!.click();
    await vi.waitFor(() => expect(copy!.classList.contains('code-copy--copied')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('const a = 1;\na++;');
    vi.advanceTimersByTime(2000);
    expect(copy!.classList.contains('code-copy--copied')).toBe(false);
  });

  it("announces Copied in its own block's status region, keeping the button's name, and empties it after 2 s", async () => {
    const [copy] = buttons('.code-copy');
    const statuses = [...document.querySelectorAll('[role="status"]')];
    copy!.click();
    await vi.waitFor(() => expect(statuses.map((status) => status.textContent)).toEqual(['Copied', '']));
    expect(copy!.getAttribute('aria-label')).toBe('Copy code to clipboard');
    vi.advanceTimersByTime(2000);
    expect(statuses.map((status) => status.textContent)).toEqual(['', '']);
  });

  it('toggles word wrap on its own block only', () => {
    const [wrap] = buttons('.code-wrap');
    wrap!.click();
    const blocks = [...document.querySelectorAll('.code-block')];
    expect(blocks.map((block) => block.classList.contains('code-block--wrap'))).toEqual([true, false]);
    expect(wrap!.getAttribute('aria-pressed')).toBe('true');
    wrap!.click();
    expect(blocks[0]!.classList.contains('code-block--wrap')).toBe(false);
  });

  it('falls back to a hidden textarea when the clipboard API is refused', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const [copy] = buttons('.code-copy');
    copy!.click();
    await vi.waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    buttons('.code-wrap')[0]!.click();
    expect(document.querySelector('.code-block--wrap')).toBeNull();
    uninstall = () => {};
  });

  it('reads the code text of a block', () => {
    expect(codeText(document.querySelector('.code-block')!)).toBe('const a = 1;\na++;');
  });
});
