// `@docusaurus/theme-common`: the hook pages use most, `useColorMode` (`{ colorMode, setColorMode }`).
export { useColorMode } from '../colorMode.js';
