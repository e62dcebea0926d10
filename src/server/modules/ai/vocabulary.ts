import { sql } from 'drizzle-orm';
import { customCategoryPrefix } from '../../../domain/categories/categories';
import type { AnalystVocabulary } from '../../../domain/ai/analyst/vocabulary';
import { addMonths } from '../../../domain/shared/dates';
import type { ToolContext } from './tools/tool';

/** Payees looked for in questions: the descriptions used most over the last two years. */
const payeeLimit = 400;
const payeeMonths = 24;
/** Events a person may answer an invitation to: those not over yet, soonest first. */
const eventLimit = 200;

interface NameRow extends Record<string, unknown> {
  kind: 'goal' | 'group' | 'category' | 'payee' | 'event';
  id: string | null;
  name: string;
}

/**
 * The user's own names the built-in analyst reads questions against (one round trip): their
 * goals still open, their groups, their categories, their most used descriptions, and the
 * events (their own and their groups') not over yet, which they may answer an invitation to.
 */
export async function loadVocabulary(context: Pick<ToolContext, 'db' | 'userId' | 'today'>): Promise<AnalystVocabulary> {
  const { db, userId, today } = context;
  const result = await db.execute<NameRow>(sql`
    select 'goal' as kind, id::text as id, title as name from financial_goals where user_id = ${userId} and status <> 'archived'
    union all
    select 'group', g.id::text, g.name from groups g join group_members m on m.group_id = g.id and m.user_id = ${userId}
    union all
    select 'category', ${customCategoryPrefix} || id::text, name from custom_categories where user_id = ${userId}
    union all
    (select 'payee', null, description from transactions
      where user_id = ${userId} and occurred_on >= ${addMonths(today, -payeeMonths)}::date and description <> ''
      group by description order by count(*) desc, description limit ${payeeLimit})
    union all
    (select 'event', e.id::text, e.title from events e
      where (e.group_id is null and e.user_id = ${userId} or e.group_id in (select group_id from group_members where user_id = ${userId}))
        and (e.end_at > now() - interval '1 day' or (e.recurrence is not null and (e.recurrence_until is null or e.recurrence_until > now())))
      order by e.start_at limit ${eventLimit})`);
  const vocabulary: AnalystVocabulary = { goals: [], groups: [], categories: [], payees: [], events: [] };
  for (const row of result.rows) {
    if (row.kind === 'goal') vocabulary.goals.push({ id: row.id!, title: row.name });
    else if (row.kind === 'group') vocabulary.groups.push({ id: row.id!, name: row.name });
    else if (row.kind === 'category') vocabulary.categories.push({ id: row.id!, name: row.name });
    else if (row.kind === 'event') vocabulary.events!.push({ id: row.id!, title: row.name });
    else vocabulary.payees.push(row.name);
  }
  return vocabulary;
}
