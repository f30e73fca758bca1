/** Query keys of the Audit Log: one list per event type and search. */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: (eventType: number, q: string) => ['audit-log', eventType, q] as const,
};
