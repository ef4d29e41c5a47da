import { describe, expect, it } from 'vitest';
import { svgMarkup } from '../../../../src/node/bundle/svgMarkup.js';

describe('svgMarkup', () => {
  it("gives the root's attributes as React props and the markup inside it, without prolog, doctype or comments", () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="logo" stroke-width='2' data-name="Layer 1" style="fill: red; stroke-linecap:round" viewBox="0 0 10 10">
  <circle cx="5" cy="5" r="4"/>
</svg>
`;
    expect(svgMarkup(source)).toEqual({
      attrs: { xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink', className: 'logo', strokeWidth: '2', 'data-name': 'Layer 1', style: { fill: 'red', strokeLinecap: 'round' }, viewBox: '0 0 10 10' },
      inner: '<circle cx="5" cy="5" r="4"/>',
    });
  });

  it('handles an empty root and a file that is no SVG', () => {
    expect(svgMarkup('<svg viewBox="0 0 1 1"/>')).toEqual({ attrs: { viewBox: '0 0 1 1' }, inner: '' });
    expect(svgMarkup('not an svg')).toBeUndefined();
  });
});
