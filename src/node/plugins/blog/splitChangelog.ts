// A changelog is a blog: CHANGELOG.md is split into one post per `## version (date)` section.
// Pure, so the split is unit-tested with inline text.

export interface ChangelogEntry {
  version: string;
  date: string;
  /** Markdown of the section, without its heading. */
  body: string;
  /** 1-based line of the section heading in CHANGELOG.md. */
  line: number;
  /** 1-based line in CHANGELOG.md where `body` starts. */
  bodyLine: number;
  /** Contributors from the `#### Committers` list: name and handle. */
  authors: { name: string; handle: string }[];
}

const HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const COMMITTER = /^- (.+?) \(@([\w.-]+)\)\s*$/;

export function splitChangelog(source: string): ChangelogEntry[] {
  const lines = source.split('\n');
  const entries: ChangelogEntry[] = [];
  let current: ChangelogEntry | undefined;
  let inCommitters = false;
  const body: string[] = [];
  const close = () => {
    if (current) {
      current.body = body.join('\n').trim();
      const first = body.findIndex((line) => line.trim() !== '');
      current.bodyLine = current.line + 1 + Math.max(first, 0);
      entries.push(current);
    }
    body.length = 0;
  };
  lines.forEach((line, index) => {
    const heading = line.match(HEADING);
    if (heading) {
      close();
      current = { version: heading[1]!, date: heading[2]!, body: '', line: index + 1, bodyLine: index + 2, authors: [] };
      inCommitters = false;
      return;
    }
    if (!current) return;
    if (/^#### Committers/.test(line)) inCommitters = true;
    else if (/^#{1,4} /.test(line)) inCommitters = false;
    const committer = inCommitters ? line.match(COMMITTER) : null;
    if (committer) current.authors.push({ name: committer[1]!, handle: committer[2]! });
    body.push(line);
  });
  close();
  return entries;
}
