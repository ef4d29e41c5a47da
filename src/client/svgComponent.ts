// What an `.svg` import is in a site's pages and components: a React component drawing the SVG
// inline, as Docusaurus's SVGR makes it (`<Logo className="hero__logo" role="img" />`), that is
// also the URL the file is served at wherever a string is expected (`<img src={logo} />`,
// `${logo}`, `String(logo)`): both ways of using it work, in pages written for Docusaurus and in
// Folio's own. The SVG's markup is read when the site is built (src/node/bundle/importedFiles.ts).
import { createElement, forwardRef, type SVGProps } from 'react';

export type SvgImport = ReturnType<typeof forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>> & { toString(): string };

/** `attrs`: the root element's attributes as React props; `inner`: the markup inside it. */
export function svgComponent(url: string, attrs: Record<string, unknown>, inner: string): SvgImport {
  const Svg = forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>(function Svg(props, ref) {
    return createElement('svg', { ...attrs, ...props, ref, dangerouslySetInnerHTML: { __html: inner } });
  });
  // React writes an object attribute value as its string: the URL.
  return Object.assign(Svg, { toString: () => url, [Symbol.toPrimitive]: () => url });
}
