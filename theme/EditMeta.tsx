import { useSiteData } from '../src/client/context.js';
import { Link } from '../src/client/Link.js';

// Creating an Intl.DateTimeFormat costs far more than formatting with one, and every page of a
// site uses the same locale: one formatter per locale and calendar.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatDate(iso: string, locale: string, calendar: string): string {
  const key = `${locale}|${calendar}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC', calendar })));
  return formatter.format(new Date(iso));
}

/** "Last updated on {date} by {author}" under a doc or a post, with the parts its page has. */
function LastUpdated({ lastUpdate }: { lastUpdate: { date?: string; author?: string } }) {
  const { locale } = useSiteData();
  return (
    <span className="doc-footer__updated">
      Last updated
      {lastUpdate.date ? <> on <time dateTime={lastUpdate.date}>{formatDate(lastUpdate.date, locale.config.htmlLang, locale.config.calendar)}</time></> : null}
      {lastUpdate.author ? <> by <b>{lastUpdate.author}</b></> : null}
    </span>
  );
}

/**
 * The line under a doc or a post: "Edit this page" on the left, when and by whom it last changed
 * on the right (each when the page has it). `keepsEmptyLine`: the line is kept even when empty (the doc
 * footer's layout has it).
 */
export function EditMeta({ editUrl, lastUpdate, keepsEmptyLine = false }: { editUrl?: string; lastUpdate?: { date?: string; author?: string }; keepsEmptyLine?: boolean }) {
  if (!keepsEmptyLine && !editUrl && !lastUpdate) return null;
  return (
    <div className="doc-footer__meta">
      {editUrl ? (
        <Link href={editUrl} className="doc-footer__edit">
          Edit this page
        </Link>
      ) : (
        <span />
      )}
      {lastUpdate ? <LastUpdated lastUpdate={lastUpdate} /> : null}
    </div>
  );
}
