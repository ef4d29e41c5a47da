// Prism runs at build time, so pages ship highlighted HTML and no highlighter. The languages
// load together, on the first code block. Tokens are split into lines,
// each token keeping the classes of the tokens around it (`token tag punctuation`), the
// flattening prism-react-renderer does, so line highlighting can wrap whole lines.
import { createRequire } from 'node:module';
import type { ElementContent } from 'hast';
import type PrismType from 'prismjs';
import { element } from './hast.js';
import { DEFAULT_LANGUAGES, flattenTokens, segmentLines, tokenizeAsPrism, type Segment } from '../../shared/codeTokens.js';
import { prismAliases, prismComponents, type PrismComponents } from './prismComponents.js';

const nodeRequire = createRequire(import.meta.url);
const Prism = nodeRequire('prismjs') as typeof PrismType;

/** Prism's loader that orders components by their dependencies. */
type GetLoader = (components: PrismComponents, load: string[], loaded: string[]) => { load(callback: (id: string) => void): void };
const components = prismComponents();
const getLoader = nodeRequire('prismjs/dependencies.js') as GetLoader;

/**
 * The grammars of the default languages (and what they depend on), bundled into Folio's command
 * and worker bundles: run from their V8 code caches, where Node compiled each component file
 * from source on every build that met code (~40 ms of it). `require` here is the bundle's own;
 * running from source (tests) there is none, and every grammar loads from its file instead.
 * Each runs once per process (a bundled module is evaluated once).
 */
const BUNDLED_GRAMMARS: Record<string, () => unknown> | undefined =
  typeof require === 'function'
    ? {
        bash: () => require('prismjs/components/prism-bash.js'),
        markup: () => require('prismjs/components/prism-markup.js'),
        css: () => require('prismjs/components/prism-css.js'),
        diff: () => require('prismjs/components/prism-diff.js'),
        docker: () => require('prismjs/components/prism-docker.js'),
        clike: () => require('prismjs/components/prism-clike.js'),
        go: () => require('prismjs/components/prism-go.js'),
        yaml: () => require('prismjs/components/prism-yaml.js'),
        markdown: () => require('prismjs/components/prism-markdown.js'),
        graphql: () => require('prismjs/components/prism-graphql.js'),
        ini: () => require('prismjs/components/prism-ini.js'),
        java: () => require('prismjs/components/prism-java.js'),
        javascript: () => require('prismjs/components/prism-javascript.js'),
        json: () => require('prismjs/components/prism-json.js'),
        sql: () => require('prismjs/components/prism-sql.js'),
        typescript: () => require('prismjs/components/prism-typescript.js'),
        jsx: () => require('prismjs/components/prism-jsx.js'),
        python: () => require('prismjs/components/prism-python.js'),
        rust: () => require('prismjs/components/prism-rust.js'),
        scss: () => require('prismjs/components/prism-scss.js'),
        toml: () => require('prismjs/components/prism-toml.js'),
        tsx: () => require('prismjs/components/prism-tsx.js'),
        c: () => require('prismjs/components/prism-c.js'),
        cpp: () => require('prismjs/components/prism-cpp.js'),
        kotlin: () => require('prismjs/components/prism-kotlin.js'),
        swift: () => require('prismjs/components/prism-swift.js'),
        objectivec: () => require('prismjs/components/prism-objectivec.js'),
      }
    : undefined;
const ranGrammars = new Set<string>();

/**
 * `prismjs/components/index.js`'s `loadLanguages`: the same loader, so the same order, and a
 * grammar replaced by running its component again; a bundled one runs only the first time (the
 * grammars a full pass leaves are the same however often it is made).
 */
function loadLanguages(ids: string[]): void {
  getLoader(components, ids, Object.keys(Prism.languages)).load((id) => {
    if (!(id in components.languages)) return;
    const bundled = BUNDLED_GRAMMARS?.[id];
    if (bundled) {
      if (ranGrammars.has(id)) return;
      ranGrammars.add(id);
      delete Prism.languages[id];
      bundled();
      return;
    }
    const file = nodeRequire.resolve(`prismjs/components/prism-${id}`);
    delete nodeRequire.cache[file];
    delete Prism.languages[id];
    withOwnHooks(id, () => nodeRequire(file));
  });
}

/** The hooks each component added when it last ran (markup-templating's tokenize hooks). */
const hooksOf = new Map<string, [name: string, hook: PrismType.hooks.HookCallback][]>();

/**
 * Runs the component `id` so that its hooks replace those it added before, instead of running
 * beside them: a templating language's tokenize hooks added twice (a second highlighter in the
 * thread) hid its tags twice and showed the placeholders.
 */
function withOwnHooks(id: string, run: () => void): void {
  const all = Prism.hooks.all as Record<string, PrismType.hooks.HookCallback[]>;
  for (const [name, hook] of hooksOf.get(id) ?? []) {
    const index = all[name]?.indexOf(hook) ?? -1;
    if (index !== -1) all[name]!.splice(index, 1);
  }
  const before = new Map(Object.entries(all).map(([name, hooks]) => [name, new Set(hooks)]));
  run();
  hooksOf.set(id, Object.entries(all).flatMap(([name, hooks]) => hooks.filter((hook) => !before.get(name)?.has(hook)).map((hook): [string, PrismType.hooks.HookCallback] => [name, hook])));
}

export type Line = ElementContent[];

export interface Highlighter {
  /** The code as lines of hast; plain text lines when the language is unknown. */
  highlight(code: string, language: string | undefined): Line[];
  /** The code's runs of tokens (src/shared/codeTokens.ts); undefined when the language is unknown. */
  segments(code: string, language: string | undefined): readonly Segment[] | undefined;
}

export function createHighlighter(extraLanguages: readonly string[] = []): Highlighter {
  // An added language answers to the aliases Prism gives it too (`handlebars`: `hbs`, `mustache`),
  // as Prism registers them; a default language keeps its name.
  const aliases = extraLanguages.flatMap((id) => prismAliases(id).map((alias): [string, string] => [alias, id]));
  const languages: Record<string, string> = { ...Object.fromEntries(aliases), ...DEFAULT_LANGUAGES, ...Object.fromEntries(extraLanguages.map((id) => [id, id])) };
  let loaded = false;
  const grammarOf = (language: string): PrismType.Grammar | undefined => {
    const id = languages[language.toLowerCase()];
    if (!id) return undefined;
    // Every language at once, in one order: Prism grammars embed others that happen to be
    // loaded (YAML in Markdown's front matter), so loading each on first use made a page's
    // output depend on which pages the same thread compiled before it — a page from the cache
    // could differ from the same page compiled cold. ~35 ms, paid only by a compile that meets code.
    if (!loaded) {
      loadLanguages([...new Set(Object.values(languages))].sort());
      loaded = true;
    }
    return Prism.languages[id];
  };
  // A code block met again (a versioned docs snapshot repeats most of the current docs' blocks:
  // 921 blocks on Folio's own site, 391 different) is tokenized once per thread. The segments are
  // plain data; the hast lines are made afresh each time, since later steps change them in place.
  const segmentsSeen = new Map<string, Segment[]>();
  let segmentsBytes = 0;
  const segmentsOf = (code: string, language: string | undefined): Segment[] | undefined => {
    const grammar = language ? grammarOf(language) : undefined;
    if (!grammar) return undefined;
    const key = `${languages[language!.toLowerCase()]}\n${code}`;
    let segments = segmentsSeen.get(key);
    if (!segments) {
      segments = flattenTokens(tokenizeAsPrism(Prism, code, grammar, languages[language!.toLowerCase()]!));
      // Bounded, so a 10,000-page site's code does not all stay in memory.
      if (segmentsBytes > SEGMENTS_MAX_BYTES) {
        segmentsSeen.clear();
        segmentsBytes = 0;
      }
      segmentsSeen.set(key, segments);
      segmentsBytes += key.length;
    }
    return segments;
  };
  return {
    highlight(code, language) {
      const segments = segmentsOf(code, language);
      return segments ? toLines(segments) : code.split('\n').map((line) => (line ? [{ type: 'text', value: line }] : []));
    },
    segments: segmentsOf,
  };
}

/** Code kept tokenized for blocks met again, in characters of code (~2 MB of source). */
const SEGMENTS_MAX_BYTES = 2_000_000;

function toLines(segments: readonly Segment[]): Line[] {
  return segmentLines(segments).map((line) =>
    line.map(({ classes, text }): ElementContent => {
      const node: ElementContent = { type: 'text', value: text };
      return classes.length ? element('span', { className: ['token', ...new Set(classes)] }, [node]) : node;
    }),
  );
}
