// Markdown → page data. The unified processor is built once per compiler and reused for
// every file; all per-file state rides on the vfile. The API is synchronous so a worker
// thread can compile a file without an event-loop round trip.
//
//   source ─ front matter ─ prose rewrites (MDX syntax, <head>, component tags)
//          ─ markdown-it → mdast (gfm, directives, math; see parse/parseMarkdown.ts)
//          ─ remark (title, admonitions, code meta …)
//          ─ rehype (raw HTML, components, math, code, heading ids, footnotes, links, images)
//          ─ MdNode[] + toc, anchors, links, assets, search text
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { BuildError, inLineOrder } from '../errors.js';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './admonitions.js';
import { collectAnchors } from './anchors.js';
import { rehypeCodeBlocks, remarkCodeMeta } from './codeBlocks.js';
import type { CodeBlockOptions } from './codeBlockOptions.js';
import { createCompileState, pageValues, type CompileState } from './compileState.js';
import { rehypeComponents } from './components.js';
import { dedentJsxChildren } from './dedentJsxChildren.js';
import { isHeadImport, missingComponentError, ownComponentWarning, shadowedComponentWarning, shadowsBuiltinComponent } from './docusaurusImports.js';
import { BUILTIN_COMPONENTS, componentMap, rewriteComponentTags, unclosedElementWarnings, unclosedTagErrors } from './componentTags.js';
import { rehypeFootnotes } from './footnotes.js';
import { rehypeTaskListLabels } from './taskListLabels.js';
import { parseFrontMatter } from './frontMatter.js';
import { extractHeadBlocks } from './headBlocks.js';
import { rehypeHeadingIds, rehypePageHeadingIds } from './headingIds.js';
import { createHighlighter } from './highlightCode.js';
import { remarkHtmlBlocks } from './htmlBlocks.js';
import type { AssetCache } from './assets.js';
import { frontMatterImageUrl, rehypeImages, resolveAuthorImages, type IdealImageOptions } from './images.js';
import { rehypeInfimaClasses } from './infimaClasses.js';
import { rehypeLinks } from './links.js';
import { remarkLiteralDirectives } from './literalDirectives.js';
import { remarkUnclosedComments } from './unclosedComments.js';
import { remarkUnclosedFences } from './unclosedFences.js';
import { rehypeMath } from './math.js';
import { parseMarkdown } from './parse/parseMarkdown.js';
import { addOwnModule, addPageModuleComponent, addSiteComponent, siteWideComponents, type SiteMdxComponents } from './siteComponents.js';
import { addSvgImport } from './svgImports.js';
import { importedExport, moduleExports } from './moduleValues.js';
import { importedFileValue, importedJsonValue, isFileImport, missingFileError, moduleFile, isUrlImport, requiredFileValue, withFileUrls } from './fileImports.js';
import { isSiteSpecifier } from './importPath.js';
import { cssModuleClassMap, cssModulePath } from '../content/cssModuleClasses.js';
import { readFileSync } from 'node:fs';
import { exportInCommonMarkWarning } from './markdownFormat.js';
import { esmBlocks, esmComponents, esmConstants, esmImports, esmValueExports, jsStringText, mayHoldEsm, stripMdxSyntax, type EsmComponent } from './mdxSyntax.js';
import { oneLineElementToHast, rehypeRawWhenNeeded } from './rawHtml.js';
import { readingTimeOf, remarkWordCount } from './readingTime.js';
import { collectSearchSections, firstParagraphText } from './searchText.js';
import { partialInput, PARTIAL_FILE, rehypePartials, type CompiledTree } from './partials.js';
import { lineAt, mapOutsideCode, unwrapMdxCodeBlocks } from './sourceSegments.js';
import { staticValue, type StaticScope } from './staticValue.js';
import { hideEscapedBraces, remarkTextExpressions } from './textExpressions.js';
import { rehypeSafeHtml } from './safeHtml.js';
import { evaluateRawTextExpressions } from './rawTextExpressions.js';
import { esmBlocksProblem } from './esmSyntax.js';
import { remarkTitle } from './title.js';
import { collectToc, tocLevels } from './toc.js';
import { rehypeTocInline } from './tocInline.js';
import { toMdTree } from './toMdTree.js';
import { remarkTruncate, splitAtTruncateMarker } from './truncate.js';
import { featuresShownIn } from './excerptFeatures.js';
import type { Diagnostic } from '../errors.js';
import type { MarkdownInput, MarkdownOutput } from './types.js';
import { shiftDiagnosticLine, shiftOutputLines } from './shiftLines.js';

export interface MarkdownCompilerOptions {
  /** Prism language ids to highlight besides the built-in set (`['kotlin', 'swift']`). */
  prismLanguages?: string[];
  /** `themeConfig.prism`'s defaultLanguage and magicComments (see codeBlocks.ts). */
  codeBlocks?: CodeBlockOptions;
  /** Component tags a site's theme adds to the built-in ones (`['BrowserWindow']`). */
  components?: string[];
  /** Give raster images a srcset of WebP variants (see `writeResponsiveImages`). */
  idealImage?: IdealImageOptions;
  /** Components the site's `src/theme/MDXComponents.js` lets every MDX file use unimported (see content/mdxComponents.ts). */
  mdxComponents?: SiteMdxComponents;
}

/** The classes of the CSS module `file` (see cssModuleClasses.ts); undefined for another stylesheet, or one that composes classes. */
function cssModuleClasses(file: string, state: CompileState): Record<string, string> | undefined {
  if (!/\.module\.css$/i.test(file)) return undefined;
  return cssModuleClassMap(cssModulePath(file, state.input.siteDir), readFileSync(file, 'utf8'));
}

/**
 * A stylesheet of the site an MDX page imports: its file, which the page's own module brings into
 * the site's stylesheet (siteComponents.ts); undefined when it is not there, which stops the build
 * at `line`, as webpack does.
 */
function importStylesheet(from: string, line: number, state: CompileState): string | undefined {
  const found = moduleFile(from, state);
  if (!found || 'missing' in found) {
    if (found) state.errors.push(missingFileError(from, found.missing, line, state));
    return undefined;
  }
  addOwnModule(state);
  return found.file;
}

/** A stylesheet import (`./tabs.module.css`, `./page.scss` …). */
const STYLESHEET = /\.(?:css|scss|sass|less)$/i;

/**
 * What a file's ES module lines bring in: the components it imports or defines that the theme
 * does not have, once each (an import of a theme component, such as `@theme/Tabs`, is simply the
 * theme's, with a warning when it comes from elsewhere; an import of a file is a value, not a
 * component), returned; and, in a file read as
 * MDX (whose expressions are read), its constants in `state.constants`: the values of its imports
 * of files (see fileImports.ts) and of its `export const` statements that are constants. In a
 * file read as CommonMark an export of a value is dropped with a warning.
 */
/** What `import name from specifier` gives of a module of the site's, when the module runs as the page compiles (see moduleValues.ts). */
function importedModuleData(specifier: string, imported: string, state: CompileState): { value: unknown } | undefined {
  const found = moduleFile(specifier, state);
  if (!found || !('file' in found)) return undefined;
  const exports = moduleExports(found.file, state);
  return exports && importedExport(exports, imported);
}

function readEsm(body: string, state: CompileState, scope: StaticScope): EsmComponent[] {
  if (!mayHoldEsm(body)) return [];
  const found = new Map<string, EsmComponent>();
  /** Every component name the file imports or defines, for the check that none is both. */
  const declared = new Map<string, EsmComponent>();
  const constants = new Map<string, unknown>();
  const urlImports = new Set<string>();
  /** The file's import/export blocks, whose syntax is checked together (MDX's one module). */
  const blocks: { text: string; line: number }[] = [];
  mapOutsideCode(body, (chunk, startLine) => {
    for (const c of esmComponents(chunk, startLine)) {
      if ((c.from !== undefined && isFileImport(c.from)) || isHeadImport(c)) continue;
      // One module, one name: MDX stops at a name both imported and defined (the page's
      // `export const Badge` beside `import Badge from …`), which would otherwise lose one silently.
      const earlier = found.get(c.name) ?? declared.get(c.name);
      if (state.input.isMdx && earlier && (earlier.from === undefined) !== (c.from === undefined)) {
        state.errors.push({
          what: `${c.name} is declared twice: ${earlier.from === undefined ? 'defined' : 'imported'} on line ${earlier.line} and ${c.from === undefined ? 'defined' : 'imported'} on line ${c.line}`,
          where: { file: state.input.file, line: c.line },
          fix: `rename one of them (the tags use one name for one component), or remove the ${c.from === undefined ? 'definition' : 'import'}`,
          plugin: 'markdown',
        });
        continue;
      }
      declared.set(c.name, c);
      const themeName = state.components.get(c.name.toLowerCase());
      // A name the site's MDXComponents registers is the file's own when the file imports it;
      // in MDX, so is one of the theme's names that the file defines or imports from the site's
      // own files (`export const Highlight = …`): MDX scopes a file's own names over the provided ones.
      if (themeName === undefined || state.siteComponents?.has(themeName) || (state.input.isMdx && BUILTIN_COMPONENTS.includes(themeName) && (c.from === undefined || isSiteSpecifier(c.from)))) {
        if (!found.has(c.name)) found.set(c.name, c);
      } else if (shadowsBuiltinComponent(c, themeName)) {
        state.warnings.push(shadowedComponentWarning(c, state.input.file));
      }
    }
    if (state.input.isMdx) {
      blocks.push(...esmBlocks(chunk, startLine));
      // `import './page.css'`: a stylesheet for its side effect, as a named one is below.
      for (const { 1: written, index } of chunk.matchAll(/^import\s*['"]([^'"]+)['"]\s*;?\s*$/gm)) {
        const from = jsStringText(written!);
        if (STYLESHEET.test(from) && isSiteSpecifier(from)) importStylesheet(from, lineAt(chunk, index, startLine), state);
      }
      for (const imported of esmImports(chunk, startLine)) {
        // A stylesheet of the site's that is not there stops webpack, and so the build (audit:
        // `import styles from './tabs.module.css'` with no such file built silently).
        if (STYLESHEET.test(imported.from) && isSiteSpecifier(imported.from)) {
          const file = importStylesheet(imported.from, imported.line, state);
          // A CSS module's class names are known when the page compiles (`className={styles.red}`
          // in a prop). A missing file's uses are no problems of their own: that one stops the build.
          const classes = !imported.isDefault ? undefined : file === undefined ? {} : cssModuleClasses(file, state);
          if (classes) constants.set(imported.name, classes);
          continue;
        }
        const json = importedJsonValue(imported.from, imported.imported, imported.line, state);
        if (json) {
          constants.set(imported.name, json.value);
          continue;
        }
        // Data a module of the site's exports (`import constants from '@site/core/TabsConstants'`):
        // a lower-case name is no component's.
        const data = /^[a-z_$]/.test(imported.name) && !isFileImport(imported.from) ? importedModuleData(imported.from, imported.imported, state) : undefined;
        if (data) {
          constants.set(imported.name, data.value);
          continue;
        }
        const value = imported.isDefault ? importedFileValue(imported.from, imported.line, state) : undefined;
        if (value !== undefined) constants.set(imported.name, value);
        if (value !== undefined && isUrlImport(imported.from)) urlImports.add(imported.name);
      }
      for (const [name, source] of esmConstants(chunk)) {
        const constant = staticValue(source, scope);
        if (constant) constants.set(name, constant.value);
      }
    } else {
      const { file, markdownFormat } = state.input;
      for (const exported of esmValueExports(chunk, startLine)) state.warnings.push(exportInCommonMarkWarning(exported.text, { file, line: exported.line }, markdownFormat));
    }
    return chunk;
  });
  const problem = esmBlocksProblem(blocks, state.input.file);
  if (problem) state.errors.push(problem);
  if (constants.size) state.constants = constants;
  if (urlImports.size) state.urlImports = urlImports;
  return [...found.values()];
}

export interface MarkdownCompiler {
  /** Throws a `BuildError` listing every problem of the file (bad front matter, unknown component, missing image …). */
  compile(input: MarkdownInput): MarkdownOutput;
}

export function createMarkdownCompiler(options: MarkdownCompilerOptions = {}): MarkdownCompiler {
  const siteWide = siteWideComponents(options.mdxComponents);
  // The site's MDXComponents are tags of MDX only: a file read as CommonMark runs no components
  // of the site's, and an unknown tag there stays the error it is.
  const commonMarkComponents = componentMap([...BUILTIN_COMPONENTS, ...(options.components ?? [])]);
  const mdxComponents = siteWide.size ? componentMap([...commonMarkComponents.values(), ...siteWide.keys()]) : commonMarkComponents;
  const themeComponents = [...mdxComponents.values()];
  const assetCache: AssetCache = new Map();
  // Parsing is `parseMarkdown` (markdown-it); the processor only runs the transforms.
  const processor = unified()
    // Directives first: the title and the word count must see `10:30`, not a directive.
    .use(remarkAdmonitions)
    .use(remarkLiteralDirectives)
    .use(remarkTextExpressions, { cache: assetCache })
    .use(remarkTitle)
    .use(remarkWordCount)
    .use(remarkTruncate)
    .use(remarkUnclosedComments)
    .use(remarkUnclosedFences)
    .use(remarkHtmlBlocks)
    .use(remarkCodeMeta)
    // A root inside the tree for the one-line elements of MDX, for rehype-raw to read (see rawHtml.ts).
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { oneLineElement: oneLineElementToHast } })
    .use(rehypeRawWhenNeeded)
    .use(rehypeComponents)
    .use(rehypeSafeHtml)
    .use(rehypeMath)
    .use(rehypeCodeBlocks, { highlighter: createHighlighter(options.prismLanguages), ...options.codeBlocks })
    .use(rehypeHeadingIds)
    .use(rehypeFootnotes)
    .use(rehypeTaskListLabels)
    .use(rehypeLinks, { cache: assetCache })
    .use(rehypeImages, { cache: assetCache, idealImage: options.idealImage })
    // Partials are compiled apart, each with its transforms: their trees go in once the page's ran.
    .use(rehypePartials)
    .use(rehypePageHeadingIds)
    .use(rehypeTocInline)
    // Last: every element the transforms made is in the tree, a partial's in its own compile.
    .use(rehypeInfimaClasses)
    .freeze();

  /**
   * The processed tree of a file and what its transforms collected, problems included (not
   * thrown). `chain`: the files whose imports led to this one, for partials (see partials.ts).
   */
  function compileTree(input: MarkdownInput, chain: readonly string[] = []): CompiledTree {
    const parsed = parseFrontMatter(input.source, input.file);
    const { frontMatter } = parsed;
    const unwrapped = unwrapMdxCodeBlocks(parsed.body);
    const body = input.isMdx ? dedentJsxChildren(unwrapped) : unwrapped;
    const components = input.isMdx ? mdxComponents : commonMarkComponents;
    const state = createCompileState(input, frontMatter, components);
    // In MDX, the site's MDXComponents are there unimported; a file's own import of a name wins.
    if (siteWide.size && input.isMdx) state.siteComponents = new Map(siteWide);
    const esmScope: StaticScope = { baseUrl: input.baseUrl, requireValue: (specifier) => requiredFileValue(specifier, state), onVolatile: () => (state.volatile = true) };
    const own = readEsm(body, state, esmScope);
    if (own.length) state.components = new Map([...components, ...own.map((c): [string, string] => [c.name.toLowerCase(), c.name])]);
    // Attribute values and a <CodeBlock>'s code may name the file's constants and, as in its
    // text, its front matter (`label={frontMatter.title}`).
    const scope: StaticScope = input.isMdx ? { ...esmScope, values: pageValues(state) } : esmScope;
    const componentScope = withFileUrls(scope, state, assetCache);
    const contentOnly = input.isMdx ? undefined : new Set(own.map((c) => c.name).filter((name) => !themeComponents.includes(name)));
    // A partial's front matter is not the page's.
    if (chain.length === 0) {
      if (typeof frontMatter.image === 'string') frontMatter.image = frontMatterImageUrl(frontMatter.image, state, assetCache);
      resolveAuthorImages(frontMatter, state, assetCache);
    }
    for (const c of own) {
      if (c.from !== undefined && PARTIAL_FILE.test(c.from)) {
        addPartial(c, state, [...chain, input.absFile]);
        continue;
      }
      if (c.from !== undefined && addSvgImport(c.name, c.from, state)) continue;
      if (addPageModuleComponent(c, state)) continue;
      const found = c.from === undefined ? undefined : moduleFile(c.from, state);
      if (found && 'missing' in found) state.errors.push(missingComponentError(c, input.file, found.missing));
      else if (!(found && input.isMdx && addSiteComponent(c, found.file, state))) {
        // Not the site-wide component of that name either: the file's own definition is what its tags mean.
        state.siteComponents?.delete(c.name);
        state.warnings.push(ownComponentWarning(c, input.file, themeComponents, !input.isMdx));
      }
    }
    const open: { name: string; line: number }[] = [];
    const openElements = input.isMdx ? [] : undefined;
    const text = mapOutsideCode(body, (chunk, startLine) => {
      let prose = stripMdxSyntax(input.isMdx ? evaluateRawTextExpressions(chunk, startLine, { file: input.file, warnings: state.warnings, scope }) : chunk);
      prose = extractHeadBlocks(prose, startLine, { file: input.file, head: state.head, errors: state.errors, headComponent: !state.components.has('head') });
      prose = normalizeAdmonitionTitles(prose);
      prose = rewriteComponentTags(prose, startLine, { file: input.file, components: state.components, errors: state.errors, warnings: state.warnings, scope, componentScope, open, openElements, commonMark: !input.isMdx, contentOnly });
      return input.isMdx ? hideEscapedBraces(prose) : prose;
    });
    state.errors.push(...unclosedTagErrors(open, input.file));
    if (openElements) state.warnings.push(...unclosedElementWarnings(openElements, input.file));
    const file = new VFile({ path: input.file, value: text, data: { folio: state } });
    const tree = processor.runSync(parseMarkdown(text, { mdx: input.isMdx }), file);
    for (const message of file.messages) {
      state.warnings.push({
        what: `${message.reason}${message.cause instanceof Error ? `: ${message.cause.message}` : ''}`,
        where: { file: input.file, line: message.line ?? undefined },
        fix: message.note ?? (message.source === 'rehype-katex' ? 'correct the formula (KaTeX syntax)' : undefined),
        plugin: 'markdown',
      });
    }
    return { tree, state };
  }

  /** Compiles the partial `component` imports, for `rehypePartials` to put in place of its tags. */
  function addPartial(component: EsmComponent, state: CompileState, chain: readonly string[]): void {
    const found = partialInput(component, state.input, chain);
    if (!('input' in found)) {
      state.errors.push(found);
      return;
    }
    const partial = compileTree(found.input, chain);
    (state.partials ??= new Map()).set(component.name, partial);
    state.importedFiles = { ...state.importedFiles, ...partial.state.importedFiles, [found.input.absFile]: found.mtime };
    if (partial.state.staticFiles) state.staticFiles = { ...state.staticFiles, ...partial.state.staticFiles };
    // Its problems are the page's: a broken partial stops the build of every page using it.
    state.errors.push(...partial.state.errors);
    state.warnings.push(...partial.state.warnings);
  }

  function compileSource(input: MarkdownInput): MarkdownOutput {
    const { tree, state } = compileTree(input);
    if (state.errors.length) throw new BuildError(inLineOrder(state.errors));
    const { frontMatter } = state;
    const { body: bodyNodes, excerpt } = splitAtTruncateMarker(tree);
    const levels = tocLevels(frontMatter, { min: input.tocMinLevel, max: input.tocMaxLevel });
    const output: MarkdownOutput = {
      frontMatter,
      body: toMdTree(bodyNodes),
      hasTruncateMarker: excerpt !== undefined,
      toc: collectToc(tree, levels),
      anchors: collectAnchors(tree),
      links: state.links,
      brokenMarkdownLinks: state.brokenMarkdownLinks,
      linkLookups: state.linkLookups,
      assets: state.assets,
      head: state.head,
      wordCount: state.wordCount,
      readingTime: readingTimeOf(state.wordCount),
      features: [...state.features].sort(),
      searchText: collectSearchSections(tree, state.title),
      summary: firstParagraphText(tree),
    };
    if (state.title !== undefined) output.title = state.title;
    if (state.contentTitle) output.contentTitle = true;
    if (excerpt) {
      output.excerpt = toMdTree(excerpt);
      output.excerptFeatures = featuresShownIn(excerpt, output.features);
    }
    if (state.warnings.length) output.warnings = inLineOrder(state.warnings);
    if (state.importedFiles) output.importedFiles = state.importedFiles;
    if (state.volatile) output.volatile = true;
    if (state.staticFiles) output.staticFiles = state.staticFiles;
    if (state.docCardLists) output.docCardLists = state.docCardLists;
    return output;
  }

  return {
    compile(input) {
      const offset = (input.firstLine ?? 1) - 1;
      if (offset <= 0) return compileSource(input);
      try {
        return shiftOutputLines(compileSource(input), input.file, offset);
      } catch (error) {
        throw error instanceof BuildError ? new BuildError(error.diagnostics.map((d) => shiftDiagnosticLine(d, input.file, offset))) : error;
      }
    },
  };
}
