import { describe, expect, it } from 'vitest';
import { activeStrategies, keepSearchIndex, offlineModeQuery, type ActivationEnvironment } from '../../../../src/client/offline/activationStrategies.js';

const desktop: ActivationEnvironment = { viewportWidth: 1280, saveData: false, standalone: false, appInstalled: false, queryString: null, rememberedQueryString: false };
const all = ['always', 'mobile', 'saveData', 'appInstalled', 'standalone', 'queryString'];

describe('activeStrategies', () => {
  it('finds nothing active for a desktop reader without any signal', () => {
    expect(activeStrategies(all.slice(1), desktop)).toEqual([]);
  });

  it('treats widths up to 996 px as mobile', () => {
    expect(activeStrategies(['mobile'], { ...desktop, viewportWidth: 996 })).toEqual(['mobile']);
    expect(activeStrategies(['mobile'], { ...desktop, viewportWidth: 997 })).toEqual([]);
  });

  it('turns on for save-data, an installed app and a standalone window', () => {
    expect(activeStrategies(all, { ...desktop, saveData: true, appInstalled: true, standalone: true })).toEqual(['always', 'saveData', 'appInstalled', 'standalone']);
  });

  it('only honours the strategies the site configured', () => {
    expect(activeStrategies(['appInstalled'], { ...desktop, viewportWidth: 400, queryString: true })).toEqual([]);
  });

  it('remembers offlineMode=true from an earlier page until offlineMode=false', () => {
    expect(activeStrategies(['queryString'], { ...desktop, queryString: true })).toEqual(['queryString']);
    expect(activeStrategies(['queryString'], { ...desktop, rememberedQueryString: true })).toEqual(['queryString']);
    expect(activeStrategies(['queryString'], { ...desktop, rememberedQueryString: true, queryString: false })).toEqual([]);
  });

  it('ignores strategy names it does not know', () => {
    expect(activeStrategies(['sometimes'], desktop)).toEqual([]);
  });
});

describe('offlineModeQuery', () => {
  it('reads true, false or nothing from the query string', () => {
    expect(offlineModeQuery('?offlineMode=true')).toBe(true);
    expect(offlineModeQuery('?a=1&offlineMode=false')).toBe(false);
    expect(offlineModeQuery('?offlineMode=yes')).toBeNull();
    expect(offlineModeQuery('')).toBeNull();
  });
});

describe('keepSearchIndex', () => {
  it('keeps the whole index at once when the reader asked for offline reading', () => {
    expect(keepSearchIndex(['queryString'], false)).toBe('now');
    expect(keepSearchIndex(['mobile', 'appInstalled'], false)).toBe('now');
    expect(keepSearchIndex(['always'], false)).toBe('now');
  });

  it('waits for a search when offline mode is on only for the window size, and never on data saver', () => {
    expect(keepSearchIndex(['mobile'], false)).toBe('on-search');
    expect(keepSearchIndex(['mobile', 'saveData'], true)).toBe('never');
    expect(keepSearchIndex(['queryString'], true)).toBe('never');
  });
});
