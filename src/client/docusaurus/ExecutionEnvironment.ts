// `@docusaurus/ExecutionEnvironment`: whether the code runs in a browser (false while the server renders).
const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';

export default {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
