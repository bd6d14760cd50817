import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { getAreaIdList } from '@/lib/cookies';
import { toast } from '@/lib/toast';
import { deleteSearchHistory } from '../api/delete-search-history';
import { getSearchTips } from '../api/get-search-tips';
import { useHotSearch } from '../api/get-hot-search';
import { searchHistoryQueryOptions, useSearchHistory } from '../api/get-search-history';
import { recordSearch } from '../api/record-search';
import { normalizeKeyword, searchHref } from './search-rules';
import './search-history.css';

type Props = {
  /** Fetch the history list (logged-in buyers only). */
  loggedIn: boolean;
  compact?: boolean;
  showHotWords?: boolean;
  initialValue?: string;
};

/** Header search: suggestions while typing, history when empty, hot words, Enter or button to search. */
export function SearchBox({ loggedIn, compact = false, showHotWords = true, initialValue = '' }: Props) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const [tips, setTips] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const { data: hotWords } = useHotSearch();
  const keyword = normalizeKeyword(value);
  const { data: history } = useSearchHistory(loggedIn && open && keyword === '');
  const queryClient = useQueryClient();
  const historyIds = (history ?? []).slice(0, 10).map((h) => h.id);
  const removeHistory = async (ids: number[]) => {
    if (ids.length === 0) return;
    await deleteSearchHistory(ids).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: searchHistoryQueryOptions().queryKey });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const requestTips = (text: string) => {
    clearTimeout(timer.current);
    const trimmed = normalizeKeyword(text);
    if (!trimmed) {
      inflight.current?.abort();
      setTips([]);
      return;
    }
    timer.current = setTimeout(() => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      getSearchTips(trimmed, getAreaIdList(), controller.signal)
        .then((list) => {
          if (!controller.signal.aborted) setTips(Array.isArray(list) ? list.slice(0, 10) : []);
        })
        .catch(() => {
          // Suggestions are optional: a missing or failing endpoint leaves the list empty.
          if (!controller.signal.aborted) setTips([]);
        });
    }, LIMITS.SUGGEST_DEBOUNCE_MS);
  };

  const submit = async (raw: string) => {
    const term = normalizeKeyword(raw);
    if (!term) {
      toast.warning(t.header.emptyKeyword);
      return;
    }
    clearTimeout(timer.current);
    setOpen(false);
    setValue(term);
    await recordSearch(term).catch(() => undefined);
    navigate(searchHref(term));
  };

  const items: string[] =
    keyword === '' ? (loggedIn ? (history ?? []).map((h) => h.searchTerms).slice(0, 10) : []) : tips;
  const showDropdown = open && items.length > 0;

  return (
    <div className={`mall-search${compact ? ' is-compact' : ''}`}>
      <form
        className="mall-search-bar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(active >= 0 && items[active] ? items[active] : value);
        }}
      >
        <input
          type="search"
          aria-label={t.header.searchPlaceholder}
          placeholder={t.header.searchPlaceholder}
          value={value}
          maxLength={LIMITS.KEYWORD_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            setOpen(true);
            requestTips(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, items.length - 1));
            else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, -1));
            else if (event.key === 'Escape') setOpen(false);
          }}
        />
        <button type="submit" aria-label={t.header.searchButton}>
          <SearchOutlined /> {t.header.searchButton}
        </button>
      </form>
      {showDropdown && (
        <div className="mall-search-dropdown">
          {keyword === '' && (
            <div className="title">
              {t.header.history}
              <button
                type="button"
                className="mall-link-button clear"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void removeHistory(historyIds)}
              >
                {t.header.historyClear}
              </button>
            </div>
          )}
          <ul role="listbox" aria-label={keyword === '' ? t.header.history : t.header.searchPlaceholder}>
            {items.map((item, index) => (
              <li
                key={`${item}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  void submit(item);
                }}
              >
                <span className="text">{item}</span>
                {keyword === '' && historyIds[index] !== undefined && (
                  <button
                    type="button"
                    className="mall-link-button delete"
                    aria-label={t.header.historyDelete(item)}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      void removeHistory([historyIds[index]!]);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {showHotWords && (
        <div className="mall-hot-words">
          {(hotWords ?? []).slice(0, 10).map((word, index) => (
            <button
              type="button"
              key={word.id}
              className={index < 2 ? 'hot' : undefined}
              onClick={() => void submit(word.hotWord)}
            >
              {word.hotWord}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
