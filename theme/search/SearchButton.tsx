import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteData } from '../../src/client/context.js';

/** The navbar search button. It opens the search page; the modal arrives with the search feature. */
export function SearchButton() {
  const site = useSiteData();
  const navigate = useNavigate();
  const [shortcut, setShortcut] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
  }, []);
  const path = `/${site.search?.searchPagePath ?? 'search'}`;
  return (
    <button type="button" className="search-button" aria-label="Search" onClick={() => navigate(path)}>
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 111.5-1.5zM8.5 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11z" fill="currentColor" />
      </svg>
      <span className="search-button__placeholder">Search</span>
      <kbd className="search-button__keys">{shortcut}</kbd>
    </button>
  );
}
