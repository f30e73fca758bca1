/** The sizes an analytics batch may reach (POST /analytics/events); analytics.ts's schemas check them. */
export const ANALYTICS_LIMITS = {
  eventsPerBatch: 50,
  propertiesPerEvent: 20,
  propertyKeyMax: 40,
  propertyTextMax: 200,
  pathMax: 500,
  visitIdMax: 64,
  summaryDaysMax: 366,
} as const;
