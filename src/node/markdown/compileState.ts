// What the transforms of one compilation share: the input, and the lists they fill in.
// It lives on the vfile (`file.data.folio`), so the processor itself stays stateless and is
// built once for every file.
import type { VFile } from 'vfile';
import type { HeadTag } from '../../shared/types.js';
import type { Diagnostic } from '../errors.js';
import type { CompiledTree } from './partials.js';
import type { TocInlinePlaceholder } from './tocInline.js';
import type { AssetRef, MarkdownInput, SourceLink, SourcePlace } from './types.js';

export interface CompileState {
  input: MarkdownInput;
  frontMatter: Record<string, unknown>;
  title?: string;
  /** See `MarkdownOutput.contentTitle`. */
  contentTitle?: true;
  head: HeadTag[];
  links: SourceLink[];
  brokenMarkdownLinks: SourceLink[];
  linkLookups: Record<string, string | null>;
  assets: AssetRef[];
  features: Set<string>;
  /** Lowercased tag name → component name: the theme's, plus those an `.mdx` file imports or defines. */
  components: ReadonlyMap<string, string>;
  wordCount: number;
  /** The constants an `.mdx` file exports (`export const answer = 42`), by name, for the expressions of its text. */
  constants?: ReadonlyMap<string, unknown>;
  /** The names of the constants that are a file's URL (`import pic from './pic.png'`), see fileImports.ts. */
  urlImports?: ReadonlySet<string>;
  /** The SVG files the file imports as components, by the name its tags use: their markup (see svgImports.ts). */
  svgImports?: Map<string, string>;
  /**
   * Components the file imports from the site's own modules, by the name its tags use: the page
   * feature that loads the module and the component's name in compiled markdown (see
   * src/shared/siteComponents.ts).
   */
  siteComponents?: Map<string, { feature: string; name: string }>;
  /** The partials the file imports, by the name its tags use (see partials.ts). */
  partials?: Map<string, CompiledTree>;
  /** See `MarkdownOutput.volatile`. */
  volatile?: true;
  /** See `MarkdownOutput.importedFiles`. */
  importedFiles?: Record<string, number>;
  /** See `MarkdownOutput.staticFiles`. */
  staticFiles?: Record<string, number | null>;
  /** See `MarkdownOutput.docCardLists`. */
  docCardLists?: SourcePlace[];
  /** The `<TOCInline>` tags of the page, to fill in once its headings have ids (none: no tag). */
  tocInlines?: TocInlinePlaceholder[];
  /** Problems that stop the build, reported together once the file is compiled. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

declare module 'vfile' {
  interface DataMap {
    folio: CompileState;
  }
}

export function createCompileState(input: MarkdownInput, frontMatter: Record<string, unknown>, components: ReadonlyMap<string, string> = new Map()): CompileState {
  return {
    input,
    frontMatter,
    components,
    head: [],
    links: [],
    brokenMarkdownLinks: [],
    linkLookups: {},
    assets: [],
    features: new Set(),
    wordCount: 0,
    errors: [],
    warnings: [],
  };
}

export function stateOf(file: VFile): CompileState {
  const state = file.data.folio;
  if (!state) throw new Error('markdown transforms must run through createMarkdownCompiler');
  return state;
}

/** A diagnostic at a node's line. */
export function placeOf(state: CompileState, node: { position?: { start: { line: number } } }) {
  return { file: state.input.file, line: node.position?.start.line };
}

/**
 * The names an MDX file's expressions may read, as MDX gives them: `frontMatter` and the file's
 * constants (its `export const`s and imports of files). The text's and the props' scope.
 */
export function pageValues(state: CompileState): Map<string, unknown> {
  return new Map([['frontMatter', state.frontMatter], ...(state.constants ?? [])]);
}

