export * from './accounts';
export * from './audit';
export * from './contests';
export * from './races';
