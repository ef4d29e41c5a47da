import { Link, useSiteData } from 'folio/client';
import { FAVORITE_TAG, type ShowcaseSite, type ShowcaseTag } from './showcaseFilters.js';
import { TagChip } from './TagChip.js';

export interface ShowcaseCardProps {
  site: ShowcaseSite;
  tags: Record<string, ShowcaseTag>;
}

/** One site of the showcase: preview, title linking to the site, description, source, tags. */
export function ShowcaseCard({ site, tags }: ShowcaseCardProps) {
  const { baseUrl } = useSiteData();
  const isFavorite = site.tags.includes(FAVORITE_TAG);
  // In the order of tags.json, not of the site entry, so chips line up the same way on every card.
  const siteTags = Object.keys(tags).filter((key) => site.tags.includes(key));
  return (
    <li className="showcase-card">
      <div className="showcase-card__image">
        <img src={`${baseUrl.replace(/\/$/, '')}${site.preview}`} width={640} height={360} loading="lazy" alt={`Preview of the ${site.title} website`} />
      </div>
      <div className="showcase-card__body">
        <div className="showcase-card__header">
          <h3 className="showcase-card__title">
            <Link href={site.website}>{site.title}</Link>
          </h3>
          {isFavorite ? (
            <span className="showcase-card__favorite" title="One of our favorites">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d="M12 21s-7.5-4.6-10-9.2C.4 8.7 2.3 4.5 6.3 4.5c2.2 0 3.8 1.3 4.7 2.8h2c.9-1.5 2.5-2.8 4.7-2.8 4 0 5.9 4.2 4.3 7.3C19.5 16.4 12 21 12 21z" />
              </svg>
              <span className="visually-hidden">Favorite</span>
            </span>
          ) : null}
          {site.source ? (
            <Link className="button showcase-card__source" href={site.source} aria-label={`Source of ${site.title}`}>
              Source
            </Link>
          ) : null}
        </div>
        <p className="showcase-card__description">{site.description}</p>
      </div>
      <ul className="showcase-card__tags" aria-label="Tags">
        {siteTags.map((key) => (
          <TagChip key={key} tag={tags[key]!} />
        ))}
      </ul>
    </li>
  );
}
