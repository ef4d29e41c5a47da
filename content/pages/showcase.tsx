import { useMemo } from 'react';
import { Link } from 'folio/client';
import sitesJson from '../showcase/sites.json';
import tagsJson from '../showcase/tags.json';
import { ShowcaseCard } from './_components/ShowcaseCard.js';
import { ShowcaseFilterBar } from './_components/ShowcaseFilterBar.js';
import {
  FAVORITE_TAG,
  NO_FILTERS,
  filterSites,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  sortSites,
  type ShowcaseFilters,
  type ShowcaseSite,
  type ShowcaseTag,
} from './_components/showcaseFilters.js';
import { useFiltersInQuery } from './_components/useFiltersInQuery.js';

export const meta = {
  title: 'Showcase',
  description: 'Documentation sites, blogs and handbooks built with Folio, filterable by tag and name.',
};

const sites: ShowcaseSite[] = sortSites(sitesJson);
const tags: Record<string, ShowcaseTag> = tagsJson;
const tagKeys = Object.keys(tags);

function SiteList({ sites: list }: { sites: ShowcaseSite[] }) {
  return (
    <ul className="showcase-grid">
      {list.map((site) => (
        <ShowcaseCard key={site.website} site={site} tags={tags} />
      ))}
    </ul>
  );
}

export default function Showcase() {
  const [filters, changeFilters] = useFiltersInQuery<ShowcaseFilters>({
    initial: NO_FILTERS,
    parse: (search) => parseFilters(search, tagKeys),
    toSearch: filtersToSearch,
  });

  const isFiltered = hasActiveFilters(filters);
  const shown = useMemo(() => filterSites(sites, filters), [filters]);
  const favorites = shown.filter((site) => site.tags.includes(FAVORITE_TAG));
  const others = shown.filter((site) => !site.tags.includes(FAVORITE_TAG));

  return (
    <main className="container page-padding showcase">
      <header className="pages-header">
        <h1>Showcase</h1>
        <p className="pages-header__lead">
          {sites.length} sites built with Folio, from one-person notebooks to product manuals with thousands of pages.
        </p>
        <Link className="button button--primary" href="https://github.com/folio-ssg/folio/edit/main/content/showcase/sites.json">
          Add your site
        </Link>
      </header>
      <ShowcaseFilterBar tags={tags} filters={filters} onChange={changeFilters} count={shown.length} />
      {shown.length === 0 ? (
        <div className="showcase-empty">
          <p>No site matches these filters.</p>
          <button type="button" className="button" onClick={() => changeFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </div>
      ) : isFiltered ? (
        <section className="showcase-section" aria-labelledby="showcase-results">
          <h2 id="showcase-results">Matching sites</h2>
          <SiteList sites={shown} />
        </section>
      ) : (
        <>
          <section className="showcase-section showcase-section--favorites" aria-labelledby="showcase-favorites">
            <h2 id="showcase-favorites">Our favorites</h2>
            <SiteList sites={favorites} />
          </section>
          <section className="showcase-section" aria-labelledby="showcase-all">
            <h2 id="showcase-all">All sites</h2>
            <SiteList sites={others} />
          </section>
        </>
      )}
    </main>
  );
}
