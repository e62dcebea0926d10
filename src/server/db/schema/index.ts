export * from './users';
export * from './sessions';
export * from './goals';
export * from './transactions';
export * from './rollups';
export * from './idempotency';
