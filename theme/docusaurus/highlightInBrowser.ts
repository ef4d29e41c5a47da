// The browser's highlighter for `@theme/CodeBlock` (CodeBlock.tsx), loaded on its own only when a
// React page renders code in the browser that the build did not colour (a page reached by a
// client-side navigation). Prism with the languages markdown's code has by default; the runs are
// made into markup as the build makes them (src/shared/codeTokens.ts).
import './prismManual.js';
import Prism from 'prismjs';
// Prism's own bundle has markup, CSS, clike and JavaScript; the rest after what they build on.
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-c.js';
import 'prismjs/components/prism-cpp.js';
import 'prismjs/components/prism-objectivec.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-graphql.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-kotlin.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-rust.js';
import 'prismjs/components/prism-scss.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-swift.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-tsx.js';
import { DEFAULT_LANGUAGES, flattenTokens, segmentLinesHtml, tokenizeAsPrism, type HighlightLines } from '../../src/shared/codeTokens.js';

export const highlight: HighlightLines = (code, language) => {
  const id = DEFAULT_LANGUAGES[language.toLowerCase()] ?? '';
  const grammar = Prism.languages[id];
  return grammar ? segmentLinesHtml(flattenTokens(tokenizeAsPrism(Prism, code, grammar, id))) : undefined;
};
