// The glyphs of a code block's copy and wrap buttons (24×24 paths): one set for the blocks the
// markdown compiler draws (src/node/markdown/codeBlocks.ts) and `@theme/CodeBlock`
// (theme/docusaurus/CodeBlock.tsx), so both draw the same buttons.
export const COPY_ICON = 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z';
export const CHECK_ICON = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z';
export const WRAP_ICON = 'M4 19h6v-2H4v2ZM20 5H4v2h16V5Zm-3 6H4v2h13.25a2 2 0 0 1 0 4H15v-2l-3 3 3 3v-2h2a4 4 0 0 0 0-8Z';
