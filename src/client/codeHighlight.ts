// The build's highlighter, for code a React page renders (`@theme/CodeBlock`): the server entry
// provides it (ssr.tsx), so such a page's HTML comes coloured as markdown's code does; in the
// browser there is none and the component loads Prism only when it must colour code itself.
import { createContext } from 'react';
import type { HighlightLines } from '../shared/codeTokens.js';

export const CodeHighlightContext = createContext<HighlightLines | null>(null);
