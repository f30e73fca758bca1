/**
 * The first task break of the entry's evaluation (decision 045): imported first by app/evaluation-break.ts, it ends
 * the task once the framework file has run, before React DOM's code runs (React DOM is CommonJS, run where a module
 * of the entry first imports it).
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

// A module (top-level await needs one), which exports nothing.
export {};
