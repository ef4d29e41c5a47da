import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styleText } from '../../../../src/node/markdown/reactStyle.js';

describe('styleText', () => {
  it('writes a style object as React does: units, unitless numbers, prefixes, custom properties, empty values', () => {
    const styles: Record<string, unknown>[] = [
      { textAlign: 'center', padding: '1rem' },
      { fontSize: 12, marginTop: 0, lineHeight: 1.5, zIndex: 2, opacity: 0.5, flex: 1, fontWeight: 600, order: -1 },
      { WebkitTransition: 'none', msTransform: 'none', MozBoxFlex: 1, '--gap': 4 },
      { display: null, color: undefined, hidden: true, border: '', margin: ' 2px ' },
    ];
    for (const style of styles) {
      expect(`<div style="${styleText(style)}"></div>`).toBe(renderToStaticMarkup(createElement('div', { style })));
    }
  });
});
