// "Did you mean …?" for a name an author got slightly wrong (a doc id, an option): the candidate
// fewest single-character edits away, when it is close enough to be the likely intent.

/**
 * Edits allowed per character of the wrong name: `instalation` → `installation` (1 of 11) is a
 * typo, `api` → `cli` (2 of 3) is another name.
 */
const MAX_EDITS_PER_CHAR = 0.34;

/** The candidate closest to `wrong` (ties: the first listed), or undefined when none is close. */
export function closestMatch(wrong: string, candidates: Iterable<string>): string | undefined {
  const budget = Math.max(1, Math.floor(wrong.length * MAX_EDITS_PER_CHAR));
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - wrong.length) > budget) continue;
    const edits = editDistance(wrong, candidate);
    if (edits <= budget && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}

/**
 * "Did you mean `titel` → `title`? " (with its trailing space) for the keys among `wrong` close to
 * one of `known`; '' when none is.
 */
export function didYouMean(wrong: readonly string[], known: Iterable<string>): string {
  const candidates = [...known];
  const meant = wrong.flatMap((key) => {
    const closest = closestMatch(key, candidates);
    return closest ? [`\`${key}\` → \`${closest}\``] : [];
  });
  return meant.length ? `Did you mean ${meant.join(', ')}? ` : '';
}

/**
 * Edits between two strings: insertions, deletions, substitutions and swaps of two neighbouring
 * characters, one each (the optimal string alignment distance: `titel` is one swap from `title`).
 */
export function editDistance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
