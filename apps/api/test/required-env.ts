/**
 * An environment variable a test file cannot run without. vitest.config.ts leaves such files out of a run where the
 * variable is not set (and says so), so reaching this throw means the file was run by hand without it.
 */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set to run this test file.`);
  return value;
}
