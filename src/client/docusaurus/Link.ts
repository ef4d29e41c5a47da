// `@docusaurus/Link`: Folio's Link takes the same `to` and `href`.
export { Link as default } from '../Link.js';
