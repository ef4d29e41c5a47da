// The navbar search button. It ships with every page, so it stays tiny: the modal, DocSearch
// and the search engine load only when the reader shows intent (hover, focus, touch, click or
// the keyboard shortcut).
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSiteData } from '../../src/client/context.js';
import { announceSearchOpened, LOAD_SEARCH_CODE_EVENT } from '../../src/client/searchIntent.js';
import { withBase } from '../../src/shared/url.js';
import type { SearchModalProps } from './SearchModal.js';

type ModalModule = typeof import('./SearchModal.js');

let modalModule: Promise<ModalModule> | undefined;

/** Starts loading the modal's code (once; a failed load is tried again next time). */
function loadModal(): Promise<ModalModule> {
  modalModule ??= import('./SearchModal.js').catch((error: unknown) => {
    modalModule = undefined;
    throw error;
  });
  return modalModule;
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)));
}

/** DocSearch marks the page while its modal is open (one modal at a time, whoever opened it). */
function isModalOpen(): boolean {
  return document.body.classList.contains('DocSearch--active');
}

export function SearchButton() {
  const site = useSiteData();
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [isApple, setIsApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prepare = useCallback(() => {
    loadModal()
      .then((module) => {
        module.prepareSearchModal(site);
        setModal(() => module.SearchModal);
      })
      .catch(() => undefined);
  }, [site]);

  const open = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      announceSearchOpened();
      loadModal()
        .then((module) => {
          setModal(() => module.SearchModal);
          setIsOpen(true);
        })
        .catch((error: unknown) => {
          // The reader asked to search: the search page, loaded in full, is the next best thing.
          console.error('Folio: the search modal could not be loaded', error);
          window.location.assign(withBase(`/${(site.search?.searchPagePath ?? 'search').replace(/^\//, '')}${query ? `?q=${encodeURIComponent(query)}` : ''}`, site.baseUrl));
        });
    },
    [site],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
  }, []);

  useEffect(() => {
    // Offline mode asks for the modal and the search engine behind it, as hovering would load
    // them, so that its worker keeps them for offline search (see searchIntent.ts).
    const onLoadRequest = (event: Event) => {
      (event as CustomEvent<Promise<unknown>[]>).detail.push(
        loadModal()
          .then((module) => module.loadSearchModalParts(site))
          .catch(() => undefined),
      );
    };
    window.addEventListener(LOAD_SEARCH_CODE_EVENT, onLoadRequest);
    return () => window.removeEventListener(LOAD_SEARCH_CODE_EVENT, onLoadRequest);
  }, [site]);

  useEffect(() => {
    // The server cannot know the platform: the label changes after hydration.
    setIsApple(/Mac|iPhone|iPad|iPod/.test(navigator.platform));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close();
        return;
      }
      const shortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isTyping(event.target) && !isOpen;
      if (shortcut || slash) {
        event.preventDefault();
        if (isOpen) close();
        else if (!isModalOpen()) open();
        return;
      }
      // Typing on the focused button starts a search with that character.
      if (!isOpen && buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        open(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-keyshortcuts={isApple ? 'Meta+K /' : 'Control+K /'}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => open()}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 111.5-1.5zM8.5 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11z" fill="currentColor" />
        </svg>
        <span className="search-button__placeholder">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd>{isApple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {isOpen && Modal ? <Modal onClose={close} initialQuery={initialQuery} searchButton={buttonRef} /> : null}
    </>
  );
}
