import type { z } from 'zod';
import type { ProposalOrigin } from '../../../../domain/ai/proposals';
import type { IsoDate } from '../../../../domain/shared/dates';
import type { LanguageCode } from '../../../../domain/shared/languages';
import type { Database } from '../../../db/client';
import type { CoinMarket } from '../../../shared/coin-market';
import type { ExchangeRates } from '../../../shared/exchange-rates';

/** Who is asking, and what "today", "my currency" and "my language" mean for them. */
export interface ToolContext {
  db: Database;
  userId: string;
  now: Date;
  today: IsoDate;
  timezone: string;
  currency: string;
  language: LanguageCode;
  /** An Intl locale for numbers: the user's number format, or their language. */
  locale: string;
  /** The application's shared crypto price source (the crypto routes' cache). */
  market: CoinMarket;
  /** Exchange rates for amounts in other currencies; without them those amounts are reported unconverted. */
  rates?: ExchangeRates;
  /** Who proposals made with this context come from: the app's chat (the default) or an outside client through MCP. */
  origin?: ProposalOrigin;
  /** The personal token an outside client called with (MCP): its proposals notify the person, naming it. */
  tokenId?: string;
}

/** What the server lends every tool context: the database, the crypto price source and exchange rates. */
export type ToolServices = Pick<ToolContext, 'db' | 'market' | 'rates'>;

/**
 * One kind of data the assistant may read. Every tool reads only the signed-in user's rows
 * (`context.userId`); its input is validated by `input` whichever provider asked. A new tool is
 * one more file exporting `defineTool(...)`, listed in `tools/index.ts`.
 */
export interface AiTool<Schema extends z.ZodType = z.ZodType> {
  name: string;
  /** What a language model reads when choosing a tool. */
  description: string;
  input: Schema;
  run(context: ToolContext, input: z.output<Schema>): Promise<unknown>;
}

export function defineTool<Schema extends z.ZodType>(tool: AiTool<Schema>): AiTool<Schema> {
  return tool;
}

/** A call refused before it ran (an unknown tool or input its schema rejects); the message is for the model that asked. */
export class ToolRefusal extends Error {
  override name = 'ToolRefusal';
}
