// The tag a component is written as for the HTML parser (see componentTags.ts), and back. A
// component's lowercased name is that tag, unless HTML's parser treats an element of that name
// apart: it renames `<image>` to `<img>`, reads `<title>` and `<textarea>` as text, closes an open
// `<button>` or `<p>` at the next one, moves what is not a cell out of `<table>`… A site's own
// `<Image>`, `<Button>` or `<Title>` came out as that element (Relay's blog: every picture an
// `<img>` with no src). Those are written as a custom element, which the parser leaves alone.

/** The elements HTML's parser (parse5, as the spec's tree construction) handles by name, bar `<details>`, which the Details component is. */
const PARSED_APART = new Set(
  (
    'a address applet area article aside b base basefont bgsound big blockquote body br button caption center code col colgroup dd dialog dir div dl dt em embed ' +
    'fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe image img input keygen label li link listing ' +
    'main marquee math menu meta nav nobr noembed noframes noscript object ol optgroup option p param plaintext pre rb rp rt rtc ruby s script search section select ' +
    'small source strike strong style summary svg table tbody td template textarea tfoot th thead title tr track tt u ul wbr xmp'
  ).split(' '),
);

const CUSTOM_PREFIX = 'folio-component-';

/** The tag `<Name>` is written as for the parser. */
export function componentTagName(name: string): string {
  const lower = name.toLowerCase();
  return PARSED_APART.has(lower) ? CUSTOM_PREFIX + lower : lower;
}

/** The lowercased component name a parsed tag stands for (the key of the components' map). */
export function componentKeyOfTag(tagName: string): string {
  return tagName.startsWith(CUSTOM_PREFIX) ? tagName.slice(CUSTOM_PREFIX.length) : tagName;
}
