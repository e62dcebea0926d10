import { sql } from 'drizzle-orm';
import type { AnswerSource } from '../../../domain/ai/answer-sources';
import type { ProposalKind, ProposalOrigin, ProposalPreview, ProposalStatus } from '../../../domain/ai/proposals';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_conversations_user_idx').on(table.userId, table.updatedAt.desc())],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** Names of the data tools the answer drew on. */
    toolsUsed: jsonb('tools_used').$type<string[]>().notNull().default([]),
    /** Where the rows behind the answer's figures are in the app. */
    sources: jsonb('sources').$type<AnswerSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_messages_conversation_idx').on(table.conversationId, table.createdAt), check('ai_messages_role_valid', sql`${table.role} in ('user', 'assistant')`)],
);

/**
 * Answered chats per user and month (the month in the user's time zone, 'YYYY-MM'): `included`
 * counts against the plan's monthly allowance, `bonus` against referral bonus chats, which never
 * expire, so the bonus left is all bonus earned minus the sum of `bonus` over every month.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    included: integer('included').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

/** Answers of the investments questionnaire: risk profile and horizon. */
export const investmentProfiles = pgTable('investment_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Writes the assistant proposed (docs/decisions/033-assistant-proposals.md): `input` is exactly
 * what the owning module's service receives on confirm, `preview` what the card shows, `result`
 * what was written and what undoing it needs.
 */
export const aiProposals = pgTable(
  'ai_proposals',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => aiMessages.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ProposalKind>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    preview: jsonb('preview').$type<ProposalPreview>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('pending'),
    origin: text('origin').$type<ProposalOrigin>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoUntil: timestamp('undo_until', { withTimezone: true }),
    result: jsonb('result').$type<ProposalResult>(),
  },
  (table) => [
    index('ai_proposals_user_status_idx').on(table.userId, table.status, table.createdAt.desc()),
    index('ai_proposals_message_idx').on(table.messageId),
    check('ai_proposals_status_valid', sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'expired', 'undone')`),
    check('ai_proposals_origin_valid', sql`${table.origin} in ('assistant', 'mcp')`),
  ],
);

/** What a confirmed proposal wrote: where it is in the app, and what its module needs to undo it. */
export interface ProposalResult {
  link: string;
  undo: Record<string, unknown>;
}
