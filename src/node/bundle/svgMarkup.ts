// Pure: an SVG file's root attributes as React props and the markup inside the root, for the
// component an `.svg` import gives (src/client/svgComponent.ts).

/** Attribute names React spells otherwise (namespaced ones; hyphenated ones are camel-cased). */
const REACT_NAMES: Record<string, string> = { class: 'className', 'xmlns:xlink': 'xmlnsXlink', 'xml:space': 'xmlSpace', 'xml:lang': 'xmlLang', 'xlink:href': 'xlinkHref' };

/** `stroke-width` → `strokeWidth`; `data-…` and `aria-…` stay as written. */
function reactName(name: string): string {
  if (REACT_NAMES[name]) return REACT_NAMES[name];
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `fill:red; stroke-width:2` → `{ fill: 'red', strokeWidth: '2' }`. */
function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').map((rule) => rule.split(':')).filter((parts) => parts.length >= 2 && parts[0]!.trim());
  return Object.fromEntries(entries.map(([property, ...value]) => [property!.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value.join(':').trim()]));
}

export function svgMarkup(source: string): { attrs: Record<string, unknown>; inner: string } | undefined {
  const text = source.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (!open) return undefined;
  const attrs: Record<string, unknown> = {};
  for (const [, name, doubleQuoted, singleQuoted] of open[1]!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = doubleQuoted ?? singleQuoted ?? '';
    attrs[reactName(name!)] = name === 'style' ? styleObject(value) : value;
  }
  if (open[2]) return { attrs, inner: '' };
  const start = open.index + open[0].length;
  const end = text.lastIndexOf('</svg>');
  return { attrs, inner: end > start ? text.slice(start, end).trim() : '' };
}
