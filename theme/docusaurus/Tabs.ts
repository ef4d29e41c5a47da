// `@theme/Tabs` for a React page or component written for Docusaurus: the Tabs markdown uses,
// which reads its TabItems at run time as Docusaurus's does.
export { Tabs as default } from '../markdown/Tabs.js';
