// Pure: an SVG file's root attributes as React props and the markup inside the root, for the
// component an `.svg` import gives (src/client/svgComponent.ts). The root is parsed as markdown's
// SVG imports parse it, and its attributes named as markdown's React elements name theirs.
import { svg as svgSchema } from 'property-information';
import { parseSvg } from '../markdown/svgImports.js';
import { reactProps } from '../markdown/toMdTree.js';

export function svgMarkup(source: string): { attrs: Record<string, unknown>; inner: string } | undefined {
  const root = parseSvg(source);
  if (!root) return undefined;
  const attrs = reactProps(root, svgSchema);
  // The markup inside the root as the file writes it (self-closing shapes and all).
  const text = source.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '');
  const open = /<svg\b[^>]*?(\/?)>/i.exec(text)!;
  if (open[1]) return { attrs, inner: '' };
  const start = open.index + open[0].length;
  const end = text.lastIndexOf('</svg>');
  return { attrs, inner: end > start ? text.slice(start, end).trim() : '' };
}
