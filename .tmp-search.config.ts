import config from './site.config.ts';
export default { ...config, onBrokenAnchors: 'warn', onBrokenLinks: 'warn' };
