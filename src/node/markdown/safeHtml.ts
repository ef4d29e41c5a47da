// Raw HTML is allowed in markdown but never runs as script (issue 3): `<script>` is dropped in
// components.ts; here, the two other ways HTML runs code go too, each with a warning at its
// line: a URL whose scheme runs it (`<a href="javascript:…">`, an `<iframe src="data:text/html,…">`),
// and an event handler attribute written as HTML (`<img onerror="…">`). The one handler kept is
// the form componentTags.ts writes for an MDX handler given inline (`onClick={() => …}`), which
// Docusaurus runs too; a handler written as an HTML string does not run there either (React
// refuses a string).
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { placeOf, stateOf, type CompileState } from './compileState.js';
import { visitElements } from './hast.js';

/** The hast properties whose value is a URL the browser loads or navigates to. */
const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'cite', 'data', 'background', 'codeBase', 'srcSet']);

/** What componentTags.ts makes of `onClick={() => …}` (an MDX handler written inline). */
const MDX_INLINE_HANDLER = /^\([\s\S]*\)\.call\(this, event\)$/;

/**
 * Pure: the scheme of `url` when it runs code followed or loaded (else undefined): `javascript:` and `vbscript:`, and a
 * `data:` document other than an image. Read as the browser's URL parser does: tabs and line
 * breaks anywhere and leading spaces or control characters do not count (`java&#x09;script:`).
 */
export function scriptScheme(url: string): string | undefined {
  const normalized = url.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, '').toLowerCase();
  const scheme = /^(javascript|vbscript|data):/.exec(normalized)?.[1];
  return scheme === 'data' && normalized.startsWith('data:image/') ? undefined : scheme;
}

export function rehypeSafeHtml() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    visitElements(tree, (node) => {
      for (const [name, value] of Object.entries(node.properties)) {
        const scheme = URL_PROPERTIES.has(name) ? schemeIn(name, value) : undefined;
        if (scheme) drop(node, name, `the ${scheme}: URL in its ${attributeName(name)}`, state);
        else if (/^on[A-Z]/.test(name) && typeof value === 'string' && !MDX_INLINE_HANDLER.test(value)) drop(node, name, `its ${attributeName(name)} handler`, state);
      }
      return undefined;
    });
  };
}

/** The code-running scheme of a URL property's value, if any (a srcset lists `url width` entries). */
function schemeIn(name: string, value: unknown): string | undefined {
  const urls = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
  const each = urls.flatMap((url) => (name === 'srcSet' ? url.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '') : [url]));
  return each.map(scriptScheme).find(Boolean);
}

function drop(node: Element, name: string, what: string, state: CompileState): void {
  delete node.properties[name];
  state.warnings.push({
    what: `<${node.tagName}>: ${what} was dropped: markdown is content and never runs code in the page.`,
    where: placeOf(state, node),
    fix: 'link to a page or a file, and put behaviour in a theme component (or an MDX handler written inline, onClick={() => …})',
    plugin: 'markdown',
  });
}

/** `formAction` → `formaction`, `onError` → `onerror`: the attribute as the author wrote it. */
function attributeName(property: string): string {
  return property === 'xLinkHref' ? 'xlink:href' : property.toLowerCase();
}
