// Text made safe to put in HTML, between tags or in a double-quoted attribute: the head tags, the
// search results' highlights and the text of a `<pre>` expression in MDX share it.

const SPECIAL = /[&<>"]/;

export function escapeHtml(text: string): string {
  // Most values (URLs, titles) have nothing to escape: one test instead of four replacements.
  if (!SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
