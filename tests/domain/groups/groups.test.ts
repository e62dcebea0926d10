import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import {
  changeMemberRoleInput,
  createGroupInput,
  createInviteInput,
  groupColors,
  groupInviteState,
  groupViability,
  updateGroupInput,
  type GroupViabilityInput,
} from '../../../src/domain/groups/groups';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), inEnglish(issue.message)]).reverse());

const today = '2026-11-20';

/** A lone, quiet group; each test turns on what it is about. */
function viability(overrides: Partial<GroupViabilityInput> = {}) {
  return groupViability({ memberCount: 1, lastActivityOn: null, today, hasUpcomingEvent: false, sharedGoals: { active: 0, onTrack: 0 }, ...overrides });
}

describe('group viability', () => {
  it('scores a group of one with nothing going on as quiet', () => {
    expect(viability()).toEqual({
      score: 0,
      level: 'quiet',
      signals: { members: false, recentActivity: false, upcomingEvent: false, goalsOnTrack: false },
      lastActivityOn: null,
    });
  });

  it('counts two or more members as enough people to share with', () => {
    expect(viability({ memberCount: 2 }).signals.members).toBe(true);
    expect(viability({ memberCount: 250 }).signals.members).toBe(true);
    expect(viability({ memberCount: 1 }).signals.members).toBe(false);
  });

  it('counts activity within the last 30 days, today included, as recent', () => {
    expect(viability({ lastActivityOn: today }).signals.recentActivity).toBe(true);
    expect(viability({ lastActivityOn: '2026-10-22' }).signals.recentActivity).toBe(true);
    expect(viability({ lastActivityOn: '2026-10-21' }).signals.recentActivity).toBe(false);
    expect(viability({ lastActivityOn: '2025-11-20' }).lastActivityOn).toBe('2025-11-20');
  });

  it('takes shared goals as on track when at least half of them are', () => {
    expect(viability({ sharedGoals: { active: 0, onTrack: 0 } }).signals.goalsOnTrack).toBe(false);
    expect(viability({ sharedGoals: { active: 2, onTrack: 1 } }).signals.goalsOnTrack).toBe(true);
    expect(viability({ sharedGoals: { active: 3, onTrack: 1 } }).signals.goalsOnTrack).toBe(false);
  });

  it('adds the weight of every signal that holds and names the level', () => {
    const steady = viability({ memberCount: 3, lastActivityOn: '2026-11-01' });
    expect(steady).toMatchObject({ score: 60, level: 'steady' });
    const thriving = viability({ memberCount: 3, lastActivityOn: '2026-11-01', sharedGoals: { active: 1, onTrack: 1 } });
    expect(thriving).toMatchObject({ score: 80, level: 'thriving' });
    const everything = viability({ memberCount: 3, lastActivityOn: today, hasUpcomingEvent: true, sharedGoals: { active: 1, onTrack: 1 } });
    expect(everything.score).toBe(100);
    expect(viability({ memberCount: 2 })).toMatchObject({ score: 30, level: 'quiet' });
  });
});

describe('group input', () => {
  it('fills the defaults: no description and the first colour', () => {
    expect(createGroupInput.parse({ name: '  Flatmates ' })).toEqual({ name: 'Flatmates', description: '', color: groupColors[0] });
    expect(createGroupInput.parse({ name: 'Trip', color: '#10B981', currency: 'EUR' })).toMatchObject({ color: '#10b981', currency: 'EUR' });
  });

  it('answers each rule with a clear text', () => {
    expect(firstMessages(createGroupInput.safeParse({}))).toEqual({ name: 'Group name is required' });
    expect(firstMessages(createGroupInput.safeParse({ name: '   ' }))).toEqual({ name: 'Group name is required' });
    expect(firstMessages(createGroupInput.safeParse({ name: 'x'.repeat(81), description: 'y'.repeat(501), color: 'red', currency: 'XYZ' }))).toEqual({
      name: 'Group name must be at most 80 characters',
      description: 'Group description must be at most 500 characters',
      color: 'Choose one of the offered group colors',
      currency: 'Choose one of the supported currencies',
    });
    expect(firstMessages(updateGroupInput.safeParse({ status: 'paused' }))).toEqual({ status: 'Status must be active or archived' });
    expect(firstMessages(changeMemberRoleInput.safeParse({ role: 'king' }))).toEqual({ role: 'Role must be owner, admin or member' });
  });

  it('keeps invites to admin or member roles lasting 1 to 30 days, a week by default', () => {
    expect(createInviteInput.parse({ role: 'member' })).toEqual({ role: 'member', expiresInDays: 7 });
    expect(firstMessages(createInviteInput.safeParse({ role: 'owner' }))).toEqual({ role: 'Invite links can make people admins or members' });
    for (const expiresInDays of [0, 31, 2.5, '7']) {
      expect(firstMessages(createInviteInput.safeParse({ role: 'admin', expiresInDays }))).toEqual({ expiresInDays: 'An invite link lasts from 1 to 30 days' });
    }
  });
});

describe('invite state', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('is revoked, expired at its expiry instant, or valid', () => {
    expect(groupInviteState({ expiresAt: new Date('2026-11-21T00:00:00Z'), revokedAt: null }, now)).toBe('valid');
    expect(groupInviteState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(groupInviteState({ expiresAt: new Date('2026-11-21T00:00:00Z'), revokedAt: now }, now)).toBe('revoked');
  });
});
