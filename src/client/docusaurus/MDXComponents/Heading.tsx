// `@theme/MDXComponents/Heading`: a heading with its anchor link, as `@theme/Heading`.
export { default } from '../Heading.js';
