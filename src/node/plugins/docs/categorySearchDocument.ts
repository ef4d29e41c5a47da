// Pure: the search document of a generated index page (a category's page of cards). It has no
// markdown of its own, so its text is what it shows: its description, then each card's title and
// description. Docusaurus's search finds these pages by the same text.
import type { DocCardItem } from '../../../shared/docsTypes.js';
import type { SearchDocument } from '../types.js';

export interface CategorySearchInput {
  /** `docs-{pluginId}-{version}`. */
  tag: string;
  /** The top of the page's breadcrumbs (its sidebar category), else the version's label. */
  lvl0: string;
  description?: string;
  cards: DocCardItem[];
  /** The category link's `keywords`: searched, never shown, as a doc's. */
  keywords?: string[];
}

export function categorySearchDocument({ tag, lvl0, description, cards, keywords }: CategorySearchInput): SearchDocument {
  const text = [description, ...cards.map((card) => (card.description ? `${card.label}: ${card.description}` : card.label))].filter(Boolean).join(' ');
  return {
    tag,
    lvl0,
    sections: text ? [{ heading: '', id: '', level: 1, text }] : [],
    ...(keywords?.length ? { aliases: keywords } : {}),
  };
}
