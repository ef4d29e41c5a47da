// Page features (`PageData.features`) whose markdown components load as chunks of their own are
// listed beside the route kinds in the kind → chunks map, under a key no route kind can have.

export const featureChunkKey = (feature: string): string => `feature:${feature}`;

/** The chunks a page needs beyond the entry's: its kind's, then its features', each URL once. */
export function pageChunks(kindChunks: Readonly<Record<string, readonly string[]>> | undefined, kind: string, features: readonly string[] | undefined): string[] {
  if (!kindChunks) return [];
  const urls = new Set(kindChunks[kind] ?? []);
  for (const feature of features ?? []) for (const url of kindChunks[featureChunkKey(feature)] ?? []) urls.add(url);
  return [...urls];
}
