import type { PageData } from '../shared/types.js';

/** What every route-kind component receives. */
export interface PageProps<P = any, S extends Record<string, unknown> = Record<string, any>> {
  page: PageData<P>;
  /** The page's shared data files, loaded, by name. */
  shared: S;
}
