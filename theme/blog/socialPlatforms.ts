// What the author card shows for each social platform of authors.yml `socials`: its name, brand
// colour and icon (24 × 24, `currentColor`). The keys are those Docusaurus 3.5+ knows, which
// include every key the blog plugin turns from a handle into a profile URL (`socialUrl`).

export interface SocialIcon {
  /** SVG path data in a 24 × 24 box. */
  path: string;
  /** Drawn as a 2 px line rather than filled. */
  outline?: boolean;
}

export interface SocialPlatform {
  /** The link's accessible name. */
  label: string;
  /** CSS colour of the icon on hover and focus. */
  color: string;
  icon: SocialIcon;
}

// Brands that are black would vanish on the dark background: they take the text colour, which is
// near-black in light mode and light in dark mode.
const TEXT = 'var(--c-text)';

const x: SocialPlatform = { label: 'X', color: TEXT, icon: { path: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.6l5.24 6.93zM17.6 20.64h2.04L6.49 3.24H4.3z' } };

const SOCIAL_PLATFORMS: Record<string, SocialPlatform> = {
  x,
  // The blog plugin links a `twitter` handle to x.com, so it shows as X.
  twitter: x,
  github: { label: 'GitHub', color: TEXT, icon: { path: 'M12 0C5.37 0 0 5.37 0 12c0 5.31 3.44 9.79 8.21 11.38 .6 .11 .83-.26 .83-.57 0-.29-.01-1.23-.01-2.23-3.01 .55-3.79-.73-4.04-1.41-.14-.35-.72-1.41-1.23-1.69-.42-.22-1.02-.78-.01-.8 .95-.01 1.62 .87 1.84 1.23 1.08 1.81 2.81 1.3 3.5 .99 .11-.78 .42-1.3 .77-1.6-2.67-.3-5.46-1.33-5.46-5.93 0-1.3 .46-2.39 1.23-3.22-.12-.3-.54-1.53 .12-3.18 0 0 1.01-.32 3.3 1.23 .96-.27 1.98-.41 3-.41 1.02 0 2.04 .14 3 .41 2.29-1.56 3.3-1.23 3.3-1.23 .66 1.65 .24 2.88 .12 3.18 .77 .84 1.23 1.91 1.23 3.22 0 4.6-2.81 5.62-5.47 5.93 .43 .38 .81 1.09 .81 2.22 0 1.6-.01 2.9-.01 3.3 0 .32 .22 .69 .83 .57A12 12 0 0 0 24 12c0-6.63-5.37-12-12-12z' } },
  linkedin: { label: 'LinkedIn', color: '#0a66c2', icon: { path: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z' } },
  stackoverflow: { label: 'Stack Overflow', color: '#f48024', icon: { path: 'M15.73 0l-1.72 1.28 6.39 8.59 1.72-1.28zm-3.94 3.42-1.37 1.64 8.23 6.85 1.37-1.64zm-3.15 4.46-.9 1.94 9.7 4.52.9-1.94zm-1.85 4.86-.44 2.1 10.47 2.2.44-2.1zM1.89 15.47V24h19.19v-8.53h-2.13v6.4H4.02v-6.4zm4.27 2.13v2.14h10.66V17.6z' } },
  bluesky: { label: 'Bluesky', color: '#0085ff', icon: { path: 'M12 10.8C10.91 8.69 7.95 4.75 5.2 2.81 2.57.94 1.56 1.27.9 1.57.14 1.91 0 3.08 0 3.77c0 .69.38 5.65.62 6.48.82 2.74 3.71 3.66 6.38 3.36-3.91.58-7.39 2.01-2.83 7.08 5.01 5.19 6.87-1.11 7.83-4.31.95 3.2 2.05 9.27 7.73 4.31 4.27-4.31 1.17-6.5-2.74-7.08 2.67.3 5.57-.62 6.38-3.36.25-.83.63-5.79.63-6.48 0-.69-.14-1.86-.9-2.21-.66-.3-1.67-.62-4.3 1.24C16.05 4.75 13.09 8.69 12 10.8z' } },
  mastodon: { label: 'Mastodon', color: '#6364ff', icon: { path: 'M23.27 5.31C22.92 2.73 20.65.7 17.96.31 17.51.24 15.79 0 11.81 0h-.03C7.8 0 6.95.24 6.5.31 3.88.69 1.5 2.52.92 5.13.64 6.41.61 7.84.66 9.14c.07 1.87.09 3.75.26 5.61.12 1.24.33 2.47.62 3.68.55 2.24 2.78 4.1 4.96 4.86 2.34.79 4.85.92 7.26.38.27-.06.53-.13.79-.21.58-.18 1.27-.39 1.77-.75v-1.9a20.3 20.3 0 0 1-4.75.55c-2.73 0-3.46-1.28-3.67-1.82a5.6 5.6 0 0 1-.32-1.43c1.52.36 3.07.55 4.63.55.38 0 .75 0 1.13-.01 1.57-.04 3.22-.12 4.77-.42l.11-.02c2.44-.46 4.75-1.92 4.99-5.6.01-.15.03-1.52.03-1.67 0-.51.17-3.63-.02-5.55zm-3.75 9.2h-2.56V8.29c0-1.31-.55-1.98-1.67-1.98-1.23 0-1.85.79-1.85 2.35v3.4h-2.55v-3.4c0-1.56-.61-2.35-1.85-2.35-1.11 0-1.67.67-1.67 1.98v6.22H4.82V8.1c0-1.31.34-2.35 1.01-3.12.7-.77 1.61-1.16 2.74-1.16 1.31 0 2.3.5 2.96 1.5l.64 1.06.64-1.06c.66-1 1.65-1.5 2.96-1.5 1.13 0 2.04.39 2.74 1.16.67.77 1.01 1.81 1.01 3.12z' } },
  instagram: { label: 'Instagram', color: '#e4405f', icon: { path: 'M7 1h10a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v10a4 4 0 0 0 4 4h10a4 4 0 0 0 4-4V7a4 4 0 0 0-4-4zm5 4a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.5-3.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z' } },
  threads: { label: 'Threads', color: TEXT, icon: { path: 'M18.6 7.8C17.4 4.6 15 3 12 3 7 3 4 6.5 4 12s3 9 8 9c4 0 6.6-2.3 6.6-5.3 0-4.9-7.6-5.4-7.8-1.6-.1 1.7 1.4 2.5 2.8 2.4 2.6-.2 3.7-2.7 3-7.3', outline: true } },
  twitch: { label: 'Twitch', color: '#9146ff', icon: { path: 'M11.57 4.71h1.72v5.15h-1.72zm4.72 0H18v5.15h-1.71zM6 0 1.71 4.29v15.42h5.15V24l4.28-4.29h3.43L22.29 12V0zm14.57 11.14-3.43 3.43h-3.43l-3 3v-3H6.86V1.71h13.71z' } },
  youtube: { label: 'YouTube', color: '#ff0000', icon: { path: 'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.2 3.6z' } },
};

const LINK_ICON: SocialIcon = { path: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71', outline: true };
const MAIL_ICON: SocialIcon = { path: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6', outline: true };

/**
 * The platform of one `socials` entry. One the theme has no icon for keeps the key its author wrote
 * as its name and gets a generic icon (an envelope for an e-mail address). `hasOwn`: a key such as
 * `constructor` is not a platform.
 */
export function socialPlatform(key: string, url: string): SocialPlatform {
  if (Object.hasOwn(SOCIAL_PLATFORMS, key)) return SOCIAL_PLATFORMS[key]!;
  return { label: key, color: 'var(--c-link)', icon: url.startsWith('mailto:') ? MAIL_ICON : LINK_ICON };
}
