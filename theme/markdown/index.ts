// The public surface of the markdown theme. `tests/unit/theme/markdown/index.test.ts` pins it.
export { MdContent, defaultMdComponents, type MdComponents, type MdContentProps } from './MdContent.js';
export { Tabs, type TabsProps } from './Tabs.js';
export { TabItem, type TabItemProps } from './TabItem.js';
export { Details, type DetailsProps } from './Details.js';
export { Mermaid, type MermaidProps } from './Mermaid.js';
export { DocCardList } from './DocCardList.js';
export { installCodeBlockBehaviour } from './codeBlockBehaviour.js';
export { installScrollableRegions } from './scrollableRegions.js';
