import type { PageData, SiteData } from './types.js';

/** `{page title} {delimiter} {site title}`; the site title alone when they are the same or empty. */
export function formatPageTitle(page: Pick<PageData, 'title'>, site: Pick<SiteData, 'title' | 'titleDelimiter'>): string {
  const title = page.title.trim();
  if (!title || title === site.title) return site.title;
  return `${title} ${site.titleDelimiter} ${site.title}`;
}
