import { useId } from 'react';
import { hasActiveFilters, NO_FILTERS, toggleTag, type ShowcaseFilters, type ShowcaseTag, type TagOperator } from './showcaseFilters.js';

export interface ShowcaseFilterBarProps {
  tags: Record<string, ShowcaseTag>;
  filters: ShowcaseFilters;
  onChange: (filters: ShowcaseFilters) => void;
  /** How many sites the filters let through. */
  count: number;
}

const OPERATORS: { value: TagOperator; label: string; title: string }[] = [
  { value: 'OR', label: 'OR', title: 'Show sites that have any of the selected tags' },
  { value: 'AND', label: 'AND', title: 'Show only sites that have all of the selected tags' },
];

/** Tag toggles, the AND/OR switch, the name search and the live count of matching sites. */
export function ShowcaseFilterBar({ tags, filters, onChange, count }: ShowcaseFilterBarProps) {
  const searchId = useId();
  return (
    <section className="showcase-filters" aria-labelledby={`${searchId}-title`}>
      <div className="showcase-filters__header">
        <h2 id={`${searchId}-title`} className="showcase-filters__title">
          Filters
        </h2>
        <p className="showcase-filters__count" aria-live="polite">
          {count === 1 ? '1 site' : `${count} sites`}
        </p>
        <div className="showcase-filters__operator-field">
          <span id={`${searchId}-operator`} className="showcase-filters__operator-label">
            Combine tags with
          </span>
          <div className="showcase-filters__operator" role="group" aria-labelledby={`${searchId}-operator`}>
            {OPERATORS.map((operator) => (
              <button
                key={operator.value}
                type="button"
                className="showcase-filters__operator-button"
                title={operator.title}
                aria-pressed={filters.operator === operator.value}
                onClick={() => onChange({ ...filters, operator: operator.value })}
              >
                {operator.label}
              </button>
            ))}
          </div>
        </div>
        {hasActiveFilters(filters) ? (
          <button type="button" className="showcase-filters__clear" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </button>
        ) : null}
      </div>
      <ul className="showcase-filters__tags" aria-label="Tags">
        {Object.entries(tags).map(([key, tag]) => (
          <li key={key}>
            <button
              type="button"
              className="showcase-tag-toggle"
              title={tag.description}
              aria-pressed={filters.tags.includes(key)}
              onClick={() => onChange(toggleTag(filters, key))}
            >
              <span className="showcase-tag__dot" style={{ backgroundColor: tag.color }} aria-hidden="true" />
              {tag.label}
            </button>
          </li>
        ))}
      </ul>
      <div className="showcase-filters__search">
        <label htmlFor={searchId}>Search by name</label>
        <input
          id={searchId}
          type="search"
          placeholder="Site name"
          autoComplete="off"
          value={filters.name}
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
        />
      </div>
    </section>
  );
}
