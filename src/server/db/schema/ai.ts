import { sql } from 'drizzle-orm';
import type { AnswerSource } from '../../../domain/ai/answer-sources';
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
