// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Details } from '../../../../theme/markdown/Details.js';
import { heightChangeDuration } from '../../../../theme/motion.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const details = (open?: boolean) => (
  <Details open={open}>
    <summary dangerouslySetInnerHTML={{ __html: 'More <em>info</em>' }} />
    <p>Hidden</p>
  </Details>
);

describe('Details', () => {
  it('renders a native details with its summary first', () => {
    expect(renderToString(details())).toBe(
      '<details class="details" data-collapsed="true"><summary>More <em>info</em></summary><div class="details-content"><p>Hidden</p></div></details>',
    );
    expect(renderToString(details(true))).toMatch(/^<details class="details" open="" data-collapsed="false">/);
  });

  it('gives content without a summary a default one', () => {
    expect(renderToString(<Details>x</Details>)).toContain('<summary>Details</summary>');
  });

  it("takes Docusaurus's summary prop when the content has no summary of its own", () => {
    expect(renderToString(<Details summary="More options">x</Details>)).toContain('<summary>More options</summary>');
    expect(renderToString(details())).toContain('<summary>More <em>info</em></summary>');
  });

  it('opens and closes on a summary click (Enter and Space click a summary natively)', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(details()));
    const element = container.querySelector('details')!;
    await act(async () => container.querySelector('summary')!.click());
    expect(element.open).toBe(true);
    expect(element.dataset.collapsed).toBe('false');
    await act(async () => container.querySelector('summary')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(element.dataset.collapsed).toBe('true');
    expect(element.open).toBe(false);
    await act(async () => root.unmount());
  });

  it('animates longer for taller content', () => {
    expect(heightChangeDuration(0)).toBe(0);
    expect(heightChangeDuration(100)).toBeGreaterThan(heightChangeDuration(20));
  });
});
