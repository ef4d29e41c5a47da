import { useSiteData } from '../src/client/context.js';
import type { LogoConfig } from '../src/shared/types.js';
import { baseUrlPath } from '../src/shared/url.js';

export interface LogoImageProps {
  /** The navbar's or the footer's `logo` from the site config. */
  logo: LogoConfig;
  /** The class of the images (`navbar__logo`, `footer__logo`). */
  className: string;
  /** Width and height when the config gives none. */
  size?: number;
  loading?: 'lazy';
}

/**
 * A configured logo: its `src`, and with `srcDark` a second image for dark mode. Both are in the
 * HTML and the stylesheet shows the one of the colour mode (`themed--light` / `themed--dark`, in
 * base.css), so the right one is there from the first paint, before any script has run.
 */
export function LogoImage({ logo, className, size, loading }: LogoImageProps) {
  const { baseUrl } = useSiteData();
  const image = (src: string, mode?: string) => (
    <img
      className={mode ? `${className} themed--${mode}` : className}
      // A path of the site gets the base URL (once); a URL is another server's, as useBaseUrl keeps it.
      src={baseUrlPath(src, baseUrl)}
      alt={logo.alt ?? ''}
      width={logo.width ?? size}
      height={logo.height ?? size}
      loading={loading}
    />
  );
  return logo.srcDark ? (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  ) : (
    image(logo.src)
  );
}
