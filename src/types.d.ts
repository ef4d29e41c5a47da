// CSS imports are bundled by esbuild; the type checker only needs to know they exist.
declare module '*.css';

// Images imported by components: the URL the file is served at (src/node/bundle/importedFiles.ts);
// an SVG's is also a component drawing it inline, as in Docusaurus (src/client/svgComponent.ts).
declare module '*.svg' {
  const svg: string & import('react').ForwardRefExoticComponent<import('react').SVGProps<SVGSVGElement> & import('react').RefAttributes<SVGSVGElement>>;
  export default svg;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.jpeg' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}

// Generated at build time by src/node/bundle/registry.ts: the theme's components by route kind.
declare module 'virtual:folio/registry' {
  import type { ComponentType, ReactNode } from 'react';
  type PageModule = { default?: ComponentType<any>; meta?: Record<string, unknown>; subPaths?: string[]; metaFor?: (path: string) => Record<string, unknown> | undefined };
  /** Route kind → lazy import of its component module (one chunk per kind in the browser). */
  export const kinds: Record<string, () => Promise<PageModule>>;
  /** Route kind → module, loaded eagerly (server bundle only; empty in the browser). */
  export const kindsSync: Record<string, PageModule>;
  export const Layout: ComponentType<{ children: ReactNode }>;
  export const ErrorPage: ComponentType<{ error: Error; tryAgain: () => void }>;
  /** Shown while a slow page loads, and with a Retry button when loading failed. */
  export const Loading: ComponentType<{ error?: Error; retry: () => void }>;
  /** Custom navbar item types (`custom-*`) registered with `themeComponents`. */
  export const navbarItemTypes: Record<string, ComponentType<any>>;
  /** Functions run once in the browser before hydration. */
  export const clientModules: ((site: import('./shared/types.js').SiteData) => void)[];
  /** Page feature (`tabs`) → lazy import of the module with its markdown components (a chunk each in the browser). */
  export const markdownFeatures: Record<string, () => Promise<Record<string, unknown>>>;
  /** The same modules, loaded eagerly (server bundle only; empty in the browser). */
  export const markdownFeaturesSync: Record<string, Record<string, unknown>>;
}
