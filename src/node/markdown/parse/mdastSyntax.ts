// The mdast node types `parseMarkdown` adds to CommonMark + GFM: container directives
// (`:::name[label]{attrs}`) and math. Declared here, as remark-directive and remark-math would
// declare them, so the transforms that read these nodes are type-checked.
import type { Data, Parent, Literal, BlockContent, DefinitionContent } from 'mdast';

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

declare module 'mdast' {
  interface BlockContentMap {
    containerDirective: ContainerDirective;
    math: MathBlock;
  }
  interface RootContentMap {
    containerDirective: ContainerDirective;
    math: MathBlock;
    inlineMath: InlineMath;
  }
  interface PhrasingContentMap {
    inlineMath: InlineMath;
  }
  interface ParagraphData {
    /** The paragraph holds a directive's `[label]`. */
    directiveLabel?: boolean;
  }
}
