/**
 * Any console.error during a test fails it (after the test, so React cannot swallow the failure). A test that
 * expects one takes it with `takeConsoleErrors()` before it ends.
 */
let errors: string[] = [];
const original = console.error;

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

console.error = (...args: unknown[]) => {
  errors.push(args.map(describe).join(' '));
  original(...args);
};

export function takeConsoleErrors(): string[] {
  const taken = errors;
  errors = [];
  return taken;
}
