// property-information's `find` builds a fresh Info object for every `data-*` / `aria-*` key
// it is asked about; serialising and converting each element asks for every attribute, so
// answers are remembered per schema. Keys come from markdown and a handful of transforms: the
// cache stays small.
import { find, type Info, type Schema } from 'property-information';

const caches = new WeakMap<Schema, Map<string, Info>>();

export function propertyInfo(schema: Schema, key: string): Info {
  let cache = caches.get(schema);
  if (!cache) caches.set(schema, (cache = new Map()));
  let info = cache.get(key);
  if (!info) cache.set(key, (info = find(schema, key)));
  return info;
}
