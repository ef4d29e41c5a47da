import { z } from 'zod';
import { commonFrontMatter } from '../validateFrontMatter.js';

const inlineAuthor = z.object({ key: z.string().optional(), name: z.string().optional(), title: z.string().optional(), url: z.string().optional(), image_url: z.string().optional(), imageURL: z.string().optional() });
const tag = z.union([z.string(), z.object({ label: z.string(), permalink: z.string() })]);

/** Front matter a blog post accepts; anything else is reported with its line. */
export const blogFrontMatter = z
  .object({
    ...commonFrontMatter,
    slug: z.string().optional(),
    date: z.union([z.string(), z.date()]).optional(),
    authors: z.union([z.string(), inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))]).optional(),
    tags: z.array(tag).optional(),
  })
  .strict();
