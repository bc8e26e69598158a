/**
 * The search box: in the top bar of every page and, larger, on the home page. It takes an email,
 * part of a company name, a subscription reference, any UUID (spaces, braces and all) or a link to
 * a console page, and hands it, trimmed, to `/search?q=`: that route's loader starts the request as
 * the address changes, and its view reads the text (search-text.ts: a link opens its page, a
 * UUID loses its wrapping), outside the initial bundle. `/` focuses the box from anywhere outside
 * a field (the home page's box when there is one), and Escape leaves it, so that the page's keys
 * (j and k in a table) work again; what was typed stays for the next `/`.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  type FormEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { SEARCH_PATH } from '../../addresses/paths';

export const SEARCH_PLACEHOLDER = 'Email, company, subscription ref or any ID';

/** The text of the search page being shown, so the box says what was searched. */
function useCurrentQuery(): string {
  return useRouterState({
    select: (state) => {
      const { pathname, search } = state.location;
      const q = (search as { q?: unknown }).q;
      return pathname === SEARCH_PATH && typeof q === 'string' ? q : '';
    },
  });
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** `/` focuses the page's main search box, else the top bar's. Installed once, by the top bar. */
function useSlashShortcut(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const boxes = document.querySelectorAll<HTMLInputElement>('input[data-search-box]');
      const target = [...boxes].find((box) => box.closest('main')) ?? boxes[0];
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

export function SearchBox({ variant }: { variant: 'topbar' | 'home' }) {
  const navigate = useNavigate();
  const current = useCurrentQuery();
  const [text, setText] = useState(current);
  const inputId = useId();
  useEffect(() => setText(current), [current]);
  useSlashShortcut(variant === 'topbar');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q !== '') void navigate({ to: SEARCH_PATH, search: { q } });
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    // The browser's own Escape in a search field empties it; leaving should not cost the text.
    event.preventDefault();
    event.currentTarget.blur();
  }

  return (
    <search
      aria-label={
        variant === 'home' ? 'Find a customer, subscription or invoice' : 'Search the console'
      }
      className={`search-box search-box--${variant}`}
    >
      <form className="search-box__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search
        </label>
        <input
          id={inputId}
          data-search-box
          type="search"
          className="input search-box__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-keyshortcuts="/"
        />
        <button type="submit" className="button button--primary search-box__submit">
          {/* In the top bar a magnifier shows instead of the word (search.css). */}
          <span className="search-box__label">Search</span>
        </button>
      </form>
    </search>
  );
}
