import { useEffect, useRef, useState } from 'react';
import { useSiteData } from '../src/client/context.js';
import { readStored, writeStored } from '../src/client/storage.js';
import { focusableIn } from './keepTabInside.js';

export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';

/**
 * A closeable bar above the navbar. Dismissal is stored as "true" with the bar's id; a new id
 * shows the bar again. The inline head script hides a dismissed bar before first paint (via
 * `data-announcement-bar-initially-dismissed`), so there is no layout shift.
 */
export function AnnouncementBar() {
  const site = useSiteData();
  const bar = site.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!bar) return;
    const storedId = readStored(ANNOUNCEMENT_ID_KEY, site.storageSuffix);
    if (storedId !== bar.id) {
      writeStored(ANNOUNCEMENT_ID_KEY, site.storageSuffix, bar.id);
      writeStored(ANNOUNCEMENT_DISMISS_KEY, site.storageSuffix, 'false');
      setDismissed(false);
    } else {
      setDismissed(readStored(ANNOUNCEMENT_DISMISS_KEY, site.storageSuffix) === 'true');
    }
  }, [bar, site.storageSuffix]);
  if (!bar || dismissed) return null;
  return (
    <div ref={ref} className="announcement-bar" role="banner" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label="Close announcement"
          onClick={() => {
            writeStored(ANNOUNCEMENT_DISMISS_KEY, site.storageSuffix, 'true');
            document.documentElement.dataset.announcementBarInitiallyDismissed = 'true';
            // The button goes with the bar: focus moves on to the next control, as Tab would, the
            // first of the navbar after it (Layout), instead of falling to the body, from where a
            // keyboard reader starts over at the top of the page.
            const next = ref.current?.nextElementSibling;
            if (next instanceof HTMLElement) focusableIn(next)[0]?.focus({ preventScroll: true });
            setDismissed(true);
          }}
        >
          <svg viewBox="0 0 15 15" width="12" height="12" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      ) : null}
    </div>
  );
}
