/**
 * The one place server tests build what they need through the real API: accounts and
 * signed-in agents, goals, transactions and contributions. Each resource has its own file;
 * a new resource (groups, events) adds one and is exported here.
 */
export * from './user-factories';
export * from './goal-factories';
export * from './transaction-factories';
export * from './group-factories';
export * from './friend-factories';
export * from './goal-share-factories';
export * from './group-expense-factories';
export * from './event-factories';
export * from './category-factories';
export * from './ai-factories';
export * from './insight-factories';
export * from './planning-factories';
export * from './two-factor-factories';
export * from './token-factories';
