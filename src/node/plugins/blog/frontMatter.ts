import { z } from 'zod';
import { checkCommonFrontMatter, commonFrontMatter, lastUpdateFrontMatter, tagFrontMatter } from '../validateFrontMatter.js';

// `socials` as authors.yml writes them (Docusaurus 3.5+ accepts them on inline authors too).
const socials = z.record(z.string(), z.union([z.string(), z.number()]));
// Loose: a key it does not know is kept, for resolveAuthors to name with the key meant (zod
// dropped it, and `{ nam: Bob }` was reported as an author with nothing, `{}`).
const inlineAuthor = z.looseObject({ key: z.string().optional(), name: z.string().optional(), title: z.string().optional(), url: z.string().optional(), email: z.string().optional(), image_url: z.string().optional(), imageURL: z.string().optional(), socials: socials.optional() });

/** The keys an author written in a post may have. */
export const INLINE_AUTHOR_KEYS: readonly string[] = Object.keys(inlineAuthor.shape);

/**
 * Front matter a blog post accepts (Docusaurus 3's keys); anything else is reported with its
 * line. Docusaurus's older single-author keys (`author`, `author_title`, `author_url`,
 * `author_image_url` and their camel-case forms) still work: they become an inline author when
 * `authors` is not given.
 */
export const blogFrontMatter = z
  .object({
    ...commonFrontMatter,
    id: z.string().optional(),
    slug: z.string().optional(),
    /** The document title (`<title>`, og:title) when it should differ from the post's heading. */
    title_meta: z.string().optional(),
    /** The post's entry in the blog sidebar, instead of its title. */
    sidebar_label: z.string().optional(),
    date: z.union([z.string(), z.date()]).optional(),
    authors: z
      .union([z.string(), inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))], { message: 'expected an author key of authors.yml, a list of keys, or authors written as objects (name, title, url, image_url)' })
      .optional(),
    author: z.string().optional(),
    author_title: z.string().optional(),
    authorTitle: z.string().optional(),
    author_url: z.string().optional(),
    authorURL: z.string().optional(),
    author_image_url: z.string().optional(),
    authorImageURL: z.string().optional(),
    tags: z.array(tagFrontMatter).optional(),
    last_update: lastUpdateFrontMatter,
  })
  .strict()
  .superRefine(checkCommonFrontMatter);

type BlogFrontMatter = z.output<typeof blogFrontMatter>;

/** The post's `authors`, or the inline author its older single-author keys describe. */
export function postAuthors(fm: BlogFrontMatter): BlogFrontMatter['authors'] {
  if (fm.authors !== undefined || fm.author === undefined) return fm.authors;
  return { name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL };
}
