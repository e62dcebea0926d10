import { useState, type FormEvent } from 'react';
import { MailIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { friendMessages, isEmailSearch, searchMaxLength, searchMinLength } from '@domain/friends/friends';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/translate-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUserSearch } from '../api';
import { useFriendActions } from '../use-friend-actions';
import { PeopleSkeleton, useFriendsLoadError } from './friends-placeholders';
import { SearchResultRow } from './search-result-row';

/** Spaces inside a name count once, as the server reads them. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Search by name or by an exact e-mail address. Typing a whole address and pressing Enter sends
 * that address a request straight away; a name search never shows anyone's address.
 */
export function FindFriendsTab() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = normalise(text);
  const query = useDebouncedValue(typed, 300);
  const search = useUserSearch(query);
  const actions = useFriendActions();
  const typedEmail = isEmailSearch(typed) ? typed.toLowerCase() : null;
  const tooShort = typed.length > 0 && typed.length < searchMinLength;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typedEmail && !actions.sending) void actions.sendRequest({ email: typedEmail });
  }

  const loadError = useFriendsLoadError();
  const searching = <PeopleSkeleton rows={2} testId="friend-search-loading" />;
  let results;
  if (typed.length === 0) {
    results = <EmptyState icon={SearchIcon} title={t('pages.friends.find.emptyTitle')} description={t('pages.friends.find.emptyDescription')} />;
  } else if (tooShort) {
    results = null;
  } else if (query !== typed) {
    results = searching;
  } else {
    const nothingFound = typedEmail ? (
      <EmptyState icon={MailIcon} title={t('friends.find.noAccount', { email: typedEmail })} description={t('friends.find.noAccountDescription')} />
    ) : (
      <EmptyState icon={SearchXIcon} title={t('friends.find.noMatches', { query: typed })} description={t('friends.find.noMatchesDescription')} />
    );
    results = (
      <QueryState query={search} skeleton={searching} {...loadError} empty={{ when: (found) => found.length === 0, show: nothingFound }}>
        {(found) => (
          <ul className="grid gap-2" aria-label={t('friends.find.resultsLabel')} data-testid="friend-search-results">
            {found.map((result) => (
              <SearchResultRow key={result.id} result={result} actions={actions} />
            ))}
          </ul>
        )}
      </QueryState>
    );
  }

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={submit} className="grid gap-2">
        <Label htmlFor="friend-search">{t('friends.find.label')}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="friend-search"
            type="search"
            className="ps-9"
            value={text}
            maxLength={searchMaxLength}
            autoComplete="off"
            placeholder={t('friends.find.placeholder')}
            aria-describedby="friend-search-hint"
            onChange={(event) => setText(event.target.value)}
            data-testid="friend-search-input"
          />
        </div>
        <p id="friend-search-hint" className="text-sm text-muted-foreground" data-testid="friend-search-hint" aria-live="polite">
          {tooShort ? translateMessage(t, friendMessages.searchTooShort) : typedEmail ? t('friends.find.emailHint') : t('friends.find.privacyNote')}
        </p>
      </form>
      {results}
    </div>
  );
}
