import { z } from 'zod';
import { parseMorningLine } from './rules/morning-line';
import { parseProgramNumber } from './rules/program-number';

export const RUNNER_NAME_MAX = 200;

export const RUNNER_MESSAGES = {
  raceRequired: 'Race is required.',
  programNumberRequired: 'Program number is required.',
  nameRequired: 'Name is required.',
  morningLineRequired: 'Morning line odds are required.',
  programNumberInvalid: 'Program number must be 1 to 35, AE1 to AE4, or blank.',
  morningLineInvalid: 'Morning line odds must read like 9-2, 5/2, 4.50 or EVEN.',
  runnerIdMismatch: 'Runner ID does not match the runner being updated.',
  runnerNotFound: 'Runner not found.',
  programNumberTaken: (programNumber: string) =>
    `Another runner of this race has program number ${programNumber}.`,
  runnerHasPlays: 'This runner has plays and cannot be removed. Scratch it instead.',
  runnerInResults: 'This runner is in the race results. Remove it from the results first.',
} as const;

/**
 * A program number as the runner forms send it: the key must be present (else 'Program number is required.'),
 * and '' (or only spaces) means blank, which the database stores as null. '01' → '1', 'ae2' → 'AE2'.
 */
const ProgramNumberField = z
  .string({ error: RUNNER_MESSAGES.programNumberRequired })
  .transform((raw, context) => {
    const parsed = parseProgramNumber(raw);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message: RUNNER_MESSAGES.programNumberInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/** Morning line odds as written ('9-2', '5/2', '4.50', 'EVEN'), kept as typed once known to be odds. */
const MorningLineField = z
  .string({ error: RUNNER_MESSAGES.morningLineRequired })
  .trim()
  .min(1, RUNNER_MESSAGES.morningLineRequired)
  .max(20, RUNNER_MESSAGES.morningLineInvalid)
  .refine((text) => parseMorningLine(text) !== null, RUNNER_MESSAGES.morningLineInvalid);

/** Coupled entries are one runner named 'Horse A / Horse B'. */
const RunnerNameField = z
  .string({ error: RUNNER_MESSAGES.nameRequired })
  .trim()
  .min(1, RUNNER_MESSAGES.nameRequired)
  .max(RUNNER_NAME_MAX, `Name must be at most ${RUNNER_NAME_MAX} characters.`);

/** POST /runners. */
export const CreateRunnerSchema = z.strictObject({
  raceID: z
    .number({ error: RUNNER_MESSAGES.raceRequired })
    .int(RUNNER_MESSAGES.raceRequired)
    .positive(RUNNER_MESSAGES.raceRequired),
  programNumber: ProgramNumberField,
  name: RunnerNameField,
  morningLine: MorningLineField,
  scratched: z.boolean().default(false),
  mto: z.boolean().default(false),
  ae: z.boolean().default(false),
});
export type CreateRunner = z.infer<typeof CreateRunnerSchema>;

/**
 * PUT /runners/{id}. `runnerID`, when sent, must be the runner of the address. `scratched` defaults to false
 * (spec §5); `mto` and `ae` left out keep their values.
 */
export const UpdateRunnerSchema = z.strictObject({
  runnerID: z.number().int().positive().optional(),
  programNumber: ProgramNumberField,
  name: RunnerNameField,
  morningLine: MorningLineField,
  scratched: z.boolean().default(false),
  mto: z.boolean().optional(),
  ae: z.boolean().optional(),
});
export type UpdateRunner = z.infer<typeof UpdateRunnerSchema>;
