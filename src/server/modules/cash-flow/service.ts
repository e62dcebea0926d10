import type { CashFlow } from '../../../domain/cash-flow/cash-flow';
import type { Database } from '../../db/client';
import type { AppContext } from '../../http/app-context';

// Placeholder signatures for the branch base; the cash-flow branch replaces this file.
export async function cashFlowOf(_context: AppContext, _userId: string, _days: number): Promise<CashFlow> {
  throw new Error('cash flow not built on this branch yet');
}

export async function setLowBalanceThreshold(_db: Database, _userId: string, _amount: string): Promise<string> {
  throw new Error('cash flow not built on this branch yet');
}
