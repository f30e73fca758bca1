export * from './accounts';
export * from './analytics';
export * from './audit';
export * from './contests';
export * from './email';
export * from './push';
export * from './races';
export * from './scoring';
