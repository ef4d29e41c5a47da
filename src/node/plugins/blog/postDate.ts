// When a post was published, from its front matter `date` or its file name. Both are checked
// against the calendar as the author wrote them: YAML rolls an impossible date over (js-yaml reads
// `date: 2024-13-45` as 2025-02-14, which the front matter then holds), and so does `new Date`
// for a string (`'2024-02-30'` is March 1), so the value alone cannot tell.
import type { Diagnostic } from '../../errors.js';
import { frontMatterKeyLine, frontMatterWrittenValue } from '../../content/frontMatterKeyLine.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A month's name or its abbreviation of three letters or more, as `new Date` takes them ("Sept", "June"). */
const MONTH_NAME = '([A-Za-z]{3,})\\.?';
/**
 * The written forms of a day `new Date` reads, each with where its year, month and day are.
 * Every one of them rolls an impossible day over (`June 31, 2023` is July 1), so each is checked.
 */
const WRITTEN_DAYS: { pattern: RegExp; year: number; month: number; day: number }[] = [
  // 2024-02-30, 2024-2-3T10:00, 2024/02/30
  { pattern: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)/, year: 1, month: 2, day: 3 },
  // 02/30/2024 (month first, as `new Date` reads it)
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/, year: 3, month: 1, day: 2 },
  // June 31, 2023; Jun 31 2023
  { pattern: new RegExp(`^${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`), year: 3, month: 1, day: 2 },
  // 31 June 2023
  { pattern: new RegExp(`^(\\d{1,2})\\s+${MONTH_NAME},?\\s+(\\d{4})(?!\\d)`), year: 3, month: 2, day: 1 },
];

/** A month's number from its number or its name; NaN for a word that names no month. */
function monthNumber(written: string): number {
  if (/^\d+$/.test(written)) return Number(written);
  const word = written.toLowerCase();
  const index = MONTHS.findIndex((name) => name.toLowerCase().startsWith(word));
  return index === -1 ? Number.NaN : index + 1;
}

/** The year, month and day a text starts with, in any of the forms above. */
function writtenDay(text: string): [year: number, month: number, day: number] | undefined {
  for (const { pattern, year, month, day } of WRITTEN_DAYS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const monthOf = monthNumber(match[month]!);
    if (Number.isNaN(monthOf)) continue;
    return [Number(match[year]), monthOf, Number(match[day])];
  }
  return undefined;
}

function daysIn(year: number, month: number): number {
  if (month !== 2) return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? 29 : 28;
}

/**
 * Why the day `text` starts with is no day of the calendar ("there is no month 13",
 * "February 2023 has 28 days"); undefined when it is one, or when `text` starts with no date.
 */
export function impossibleDayReason(text: string): string | undefined {
  const written = writtenDay(text);
  if (!written) return undefined;
  const [year, month, day] = written;
  if (month < 1 || month > 12) return `there is no month ${month}`;
  if (day < 1) return `there is no day ${day}`;
  const days = daysIn(year, month);
  return day > days ? `${MONTHS[month - 1]} ${year} has ${days} days` : undefined;
}

/** The instant a day stands for: its midnight, UTC (`2024-05-01` → `2024-05-01T00:00:00.000Z`). */
export function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/**
 * The instant a front matter date stands for. A string is read as UTC, as Docusaurus reads it (it
 * appends `Z`): `2024-05-01T10:00`, which YAML leaves a string, is 10:00 UTC and `May 1, 2024` is
 * that day's midnight, whatever the build machine's time zone. A string that names its zone
 * (`+02:00`, or the `Z` of a timestamp YAML read) keeps it.
 */
function publishedAt(value: string | Date): Date {
  if (typeof value !== 'string') return value;
  const utc = new Date(`${value}Z`);
  return Number.isNaN(utc.getTime()) ? new Date(value) : utc;
}

export interface PostDateInput {
  /** The front matter's `date` (a Date's `YYYY-MM-DD` or ISO string once read, see frontMatter.ts). */
  frontMatter: string | Date | undefined;
  /** `YYYY-MM-DD` from the file name, if it carries one (parsePostPath). */
  fromPath: string | undefined;
  file: string;
  /** The post's source, where the written `date:` is read. */
  source: string;
}

/**
 * When the post was published, as an ISO instant (front matter first, with its time when it has
 * one, as Docusaurus keeps it; else the file name's day), or the problems with the dates it has.
 * A file name's impossible date is a problem even beside a good front matter date: it is also the
 * post's URL (/blog/2024/02/30/slug), which takes the file name's day, never the front matter's.
 */
export function postDate({ frontMatter, fromPath, file, source }: PostDateInput): { date?: string; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const pathReason = fromPath === undefined ? undefined : impossibleDayReason(fromPath);
  if (pathReason) {
    problems.push({
      plugin: 'blog',
      where: { file },
      what: `The date in the file name, ${fromPath}, is not a real calendar date: ${pathReason}`,
      fix: 'Rename the file with a date the calendar has (YYYY-MM-DD-slug.md).',
    });
  }
  if (frontMatter === undefined) return problems.length ? { problems } : { date: fromPath === undefined ? undefined : startOfDay(fromPath), problems };
  const line = frontMatterKeyLine(source, 'date');
  const written = frontMatterWrittenValue(source, 'date') ?? String(frontMatter);
  const reason = impossibleDayReason(written);
  const parsed = publishedAt(frontMatter);
  if (reason || Number.isNaN(parsed.getTime())) {
    problems.push({
      plugin: 'blog',
      where: { file, line },
      what: reason ? `\`date: ${written}\` is not a real calendar date: ${reason}` : `\`date: ${written}\` is not a date`,
      fix: 'Write the day the post was published as YYYY-MM-DD, e.g. `date: 2024-05-01`.',
    });
  }
  return problems.length ? { problems } : { date: parsed.toISOString(), problems };
}
