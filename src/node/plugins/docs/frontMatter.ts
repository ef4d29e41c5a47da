import { z } from 'zod';
import { checkCommonFrontMatter, commonFrontMatter, lastUpdateFrontMatter, tagFrontMatter, numberLike } from '../validateFrontMatter.js';


/** Front matter a doc accepts (Docusaurus 3's keys); anything else is reported with its line. */
export const docFrontMatter = z
  .object({
    ...commonFrontMatter,
    // The file's folder gives the id its path (docs/guides/intro.md is guides/intro), as in Docusaurus.
    id: z
      .string()
      .refine((id) => !id.includes('/'), { message: 'a doc id cannot include a slash', params: { fix: 'Write the last part of the id only: the folder of the file gives the id its path (docs/guides/intro.md has the id guides/intro), so move the file to change it.' } })
      .optional(),
    slug: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: numberLike.optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    // Docusaurus's translation key of the sidebar entry, to tell apart entries with the same
    // label; a site of one locale has no translations to key, so it changes nothing here.
    sidebar_key: z.string().optional(),
    displayed_sidebar: z.string().nullable().optional(),
    tags: z.array(tagFrontMatter).optional(),
    hide_title: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    custom_edit_url: z.string().nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
    last_update: lastUpdateFrontMatter,
  })
  .strict()
  .superRefine(checkCommonFrontMatter);

export type DocFrontMatter = z.output<typeof docFrontMatter>;
