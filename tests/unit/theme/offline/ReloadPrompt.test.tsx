import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReloadPrompt } from '../../../../theme/offline/ReloadPrompt.js';

describe('ReloadPrompt', () => {
  it('is a labelled dialog with a Refresh button and a Close button', () => {
    const html = renderToStaticMarkup(<ReloadPrompt onReload={() => undefined} onClose={() => undefined} />);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-labelledby="reload-prompt-title"');
    expect(html).toContain('>New version available<');
    expect(html).toMatch(/<button type="button" class="reload-prompt__reload">Refresh<\/button>/);
    expect(html).toContain('aria-label="Close"');
  });
});
