import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import { escapeLikePattern, isEmailSearch, sendFriendRequestInput, userSearchQuery } from '../../../src/domain/friends/friends';

describe('friend search text', () => {
  it('escapes every LIKE wildcard so a typed name matches only itself', () => {
    expect(escapeLikePattern('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLikePattern('Ana Lima')).toBe('Ana Lima');
  });

  it('reads a whole address as an e-mail search and anything else as a name', () => {
    expect(isEmailSearch('Bea@Example.com ')).toBe(true);
    expect(isEmailSearch('bea@')).toBe(false);
    expect(isEmailSearch('@example.com')).toBe(false);
    expect(isEmailSearch('Bea Silva')).toBe(false);
  });

  it('needs two characters after trimming', () => {
    expect(inEnglish(userSearchQuery.safeParse({ q: ' a ' }).error?.issues[0]?.message ?? '')).toBe('Type at least 2 characters to search.');
    expect(userSearchQuery.parse({ q: '  an  ' })).toEqual({ q: 'an' });
  });
});

describe('friend request input', () => {
  it('takes exactly one of an e-mail address or a user id', () => {
    expect(sendFriendRequestInput.parse({ email: ' Bea@Example.com' })).toEqual({ email: 'bea@example.com' });
    expect(sendFriendRequestInput.safeParse({}).success).toBe(false);
    expect(sendFriendRequestInput.safeParse({ email: 'bea@example.com', userId: 'x' }).success).toBe(false);
  });
});
