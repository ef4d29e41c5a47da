// The mdast node types `parseMarkdown` adds to CommonMark + GFM: container directives
// (`:::name[label]{attrs}`), math, and MDX's one-line elements. Declared here, as remark-directive and remark-math would
// declare them, so the transforms that read these nodes are type-checked.
import type { Data, Parent, Literal, BlockContent, DefinitionContent, PhrasingContent } from 'mdast';

export interface ContainerDirective extends Parent {
  type: 'containerDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: (BlockContent | DefinitionContent)[];
  data?: Data & { hName?: string; hProperties?: Record<string, unknown> };
}

export interface MathBlock extends Literal {
  type: 'math';
  meta?: string | null;
}

export interface InlineMath extends Literal {
  type: 'inlineMath';
}

/** `<div …>Some **bold** text</div>` on one line of an `.mdx` file: the line as inline content, its tags as `html` nodes (see oneLineElements.ts). */
export interface OneLineElement extends Parent {
  type: 'oneLineElement';
  children: PhrasingContent[];
}

declare module 'mdast' {
  interface BlockContentMap {
    containerDirective: ContainerDirective;
    math: MathBlock;
    oneLineElement: OneLineElement;
  }
  interface RootContentMap {
    containerDirective: ContainerDirective;
    math: MathBlock;
    oneLineElement: OneLineElement;
    inlineMath: InlineMath;
  }
  interface PhrasingContentMap {
    inlineMath: InlineMath;
  }
  interface RootData {
    /** Lines that would open a container but for their label's unpaired brackets (see blockRules.ts), in the order parsed. */
    unpairedLabels?: { line: number; text: string }[];
    /** Opening lines of containers no `:::` line closes (see blockRules.ts), in the order parsed. */
    unclosedContainers?: { line: number; text: string }[];
  }
  interface ParagraphData {
    /** The paragraph holds a directive's `[label]`. */
    directiveLabel?: boolean;
  }
}
