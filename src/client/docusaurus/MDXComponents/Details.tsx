// `@theme/MDXComponents/Details`: the animated `<details>` of markdown, as `@theme/Details`.
export { default } from '../../../../theme/docusaurus/Details.js';
