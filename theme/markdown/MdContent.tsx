// Renders compiled markdown (`MdNode[]`, see src/shared/types.ts). Collapsed elements are
// recreated with their inner HTML, so the output is byte-for-byte what the build serialised
// and hydration compares one innerHTML per element; only component nodes become React trees.
import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import type { MdNode } from '../../src/shared/types.js';
import { PageContext } from '../../src/client/context.js';
import { markdownComponent, missingSiteExportMessage } from '../../src/client/markdownFeatures.js';
import { DocCardList } from './DocCardList.js';

export type MdComponents = Partial<Record<string, ComponentType<any>>>;

/**
 * The components every page may reference, by the name the compiler gives them. The others
 * (Tabs, TabItem, Details, Mermaid) belong to page features and are loaded with the pages that
 * use them (theme/kinds.ts `markdownFeatureModules`, src/client/markdownFeatures.ts).
 */
export const defaultMdComponents: MdComponents = { DocCardList };

export interface MdContentProps {
  nodes: MdNode[];
  /** Replaces or adds components (the docs theme passes its real `DocCardList`). */
  components?: MdComponents;
}

export function MdContent({ nodes, components }: MdContentProps) {
  const map = components ? { ...defaultMdComponents, ...components } : defaultMdComponents;
  // Keyed by the page: another page's content mounts afresh, as each MDX page is a component of
  // its own in Docusaurus. Without the key a component at the same place on the next page (a
  // site's counter, a tab group) kept the state of the one it replaced and never ran its mount
  // effects. Outside the app (a test's render) there is no page, and no key.
  return createElement(Fragment, { key: useContext(PageContext)?.page.path }, ...nodes.map((node) => renderNode(node, map)));
}

function renderNode(node: MdNode, components: MdComponents): ReactNode {
  if (typeof node === 'string') return node;
  const children = (node.c ?? []).map((child) => renderNode(child, components));
  if (/^[A-Z]/.test(node.t)) {
    const Component = components[node.t] ?? markdownComponent(node.t);
    // A component of the site's that its module does not export: the build stops at this page
    // (a typo in `import { Nope } from './Badge'`), rather than the tag showing its bare content.
    const missing = Component ? undefined : missingSiteExportMessage(node.t);
    // Marked with the name, so the build reports it at the page's import (renderFailure.ts).
    if (missing) throw Object.assign(new Error(missing), { folioMissingExport: node.t });
    // A component this theme does not know still shows its content rather than nothing.
    return Component ? createElement(Component, node.p, ...children) : createElement(Fragment, null, ...children);
  }
  // Object.assign, not `{ ...node.p, dangerouslySetInnerHTML }`: V8 builds literals that add
  // properties after a spread on a slow path, and a page has many collapsed elements.
  if (node.h !== undefined) return createElement(node.t, Object.assign({}, node.p, { dangerouslySetInnerHTML: { __html: node.h } }));
  return createElement(node.t, node.p, ...children);
}
