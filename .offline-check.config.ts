import base from './site.config.ts';
export default { ...base, onBrokenLinks: 'warn' as const };
