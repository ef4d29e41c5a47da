// Dates and URLs of blog posts from their file paths and front matter. Pure.
import { joinUrl } from '../../../shared/url.js';

const DATED = /^(?:(.*)\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*)$/;

export interface PostPathInfo {
  /** `YYYY-MM-DD` from the path, if the path carries one. */
  date?: string;
  /** The slug part (file or folder name without the date). */
  slug: string;
}

/** `2024-01-05-hello.md`, `2024-01-05-hello/index.md`, `2024/01/05/hello.md` → date + slug. */
export function parsePostPath(relPath: string): PostPathInfo {
  const withoutExt = relPath.replace(/\.(md|mdx)$/, '').replace(/\/index$/, '');
  const match = withoutExt.match(DATED);
  if (!match) return { slug: withoutExt };
  const [, folder, year, month, day, rest] = match;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const slug = [folder, rest].filter(Boolean).join('/') || date;
  return { date, slug };
}

/** The post's URL: `slug` front matter wins (relative to the blog), else `/blog/YYYY/MM/DD/slug`. */
export function postPermalink(routeBase: string, info: PostPathInfo, fmSlug: string | undefined): string {
  if (fmSlug !== undefined) return joinUrl('/', routeBase, fmSlug);
  if (info.date) return joinUrl('/', routeBase, ...info.date.split('-'), info.slug);
  return joinUrl('/', routeBase, info.slug);
}

/** Splits `items` into pages of `size` (`ALL` = one page); always at least one page. */
export function paginate<T>(items: T[], size: number | 'ALL'): T[][] {
  if (size === 'ALL' || items.length === 0) return [items];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** URL of page `n` (1-based) of a list at `base`, with the page segment the list uses. */
export function pageUrl(base: string, n: number, segment = 'page'): string {
  return n === 1 ? base : joinUrl(base, segment, String(n));
}
