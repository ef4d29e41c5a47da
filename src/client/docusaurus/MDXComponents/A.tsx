// `@theme/MDXComponents/A`: a markdown link, as Docusaurus's theme renders one: its Link, which
// navigates on the client inside the site (`href` or `to`) and opens other sites in a new tab.
export { Link as default } from '../../Link.js';
