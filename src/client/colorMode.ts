import { useCallback, useEffect, useState } from 'react';
import { useSiteData } from './context.js';
import { readStored, writeStored } from './storage.js';

export type ColorMode = 'light' | 'dark';

const THEME_KEY = 'theme';

function currentAttribute(): ColorMode | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.documentElement.dataset.theme;
  return value === 'dark' || value === 'light' ? value : undefined;
}

/**
 * The colour mode and a setter. The first paint already has the right mode (an inline script
 * in `<head>` sets `data-theme`); this hook keeps it in sync with the switch, other tabs
 * (storage events) and the system preference when the reader has not chosen.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  const site = useSiteData();
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  // Server render and first client render agree on the default; the effect below corrects it.
  const [colorMode, setState] = useState<ColorMode>(defaultMode);

  const apply = useCallback((mode: ColorMode) => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    setState(mode);
  }, []);

  useEffect(() => {
    setState(currentAttribute() ?? defaultMode);
    const key = THEME_KEY + site.storageSuffix;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    // What a page with nothing stored starts in (the same rule as the inline script in <head>).
    const unchosen = (): ColorMode => (respectPrefersColorScheme && media.matches ? 'dark' : defaultMode);
    const onStorage = (event: StorageEvent) => {
      // A null key: another tab cleared this site's storage, the choice with it.
      if (event.key !== key && event.key !== null) return;
      const stored = readStored(THEME_KEY, site.storageSuffix);
      // Another tab forgot the choice: show what this page would show on a reload.
      apply(stored === 'dark' || stored === 'light' ? stored : unchosen());
    };
    const onSystem = () => {
      if (!respectPrefersColorScheme || readStored(THEME_KEY, site.storageSuffix)) return;
      apply(media.matches ? 'dark' : 'light');
    };
    // Every switch on the page follows the mode another one set (the phone menu has its own
    // beside the navbar's): each watches the attribute they all write.
    const observer = new MutationObserver(() => setState(currentAttribute() ?? defaultMode));
    observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', onSystem);
    return () => {
      observer.disconnect();
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', onSystem);
    };
  }, [apply, defaultMode, respectPrefersColorScheme, site.storageSuffix]);

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      apply(mode);
      writeStored(THEME_KEY, site.storageSuffix, mode);
    },
    [apply, site.storageSuffix],
  );

  return { colorMode, setColorMode };
}
