import type { CSSProperties } from 'react';
import { socialPlatform } from './socialPlatforms.js';

/**
 * An author's social profiles as a row of icon links, named for their platform. The brand colour
 * travels as a custom property that blog.css applies on hover and focus: markup and CSS only, so
 * the cards add no script.
 */
export function AuthorSocials({ socials }: { socials: Record<string, string> }) {
  return (
    <span className="author__socials">
      {Object.entries(socials).map(([key, url]) => {
        const { label, color, icon } = socialPlatform(key, url);
        const paint = icon.outline ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const : { fill: 'currentColor', fillRule: 'evenodd' } as const;
        return (
          <a key={key} href={url} target="_blank" rel="noopener noreferrer" className="author__social" aria-label={label} title={label} style={{ '--social-color': color } as CSSProperties}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...paint}>
              <path d={icon.path} />
            </svg>
          </a>
        );
      })}
    </span>
  );
}
