import type { ShowcaseTag } from './showcaseFilters.js';

/** A showcase tag as a small label with its colour; the tag's description is its tooltip. */
export function TagChip({ tag }: { tag: ShowcaseTag }) {
  return (
    <li className="showcase-tag" title={tag.description}>
      <span className="showcase-tag__dot" style={{ backgroundColor: tag.color }} aria-hidden="true" />
      {tag.label}
    </li>
  );
}
