import { describe, expect, it } from 'vitest';
import { describeChanges, operatorActionText } from './operator-action';

describe('an operator action in the audit log', () => {
  const operator = { id: 1, email: 'ops@example.com' };

  it('says who did what to what, with each changed value before and after', () => {
    expect(
      operatorActionText({
        operator,
        action: 'changed',
        subject: 'Aqueduct Race 3 (November 28, 2026)',
        changes: [
          { field: 'post time', before: '1:00 PM', after: '1:10 PM' },
          { field: 'wagering closed', before: false, after: true },
        ],
      }),
    ).toBe(
      'ops@example.com changed Aqueduct Race 3 (November 28, 2026): post time 1:00 PM → 1:10 PM; wagering closed false → true.',
    );
  });

  it('leaves out the fields that did not change, and shows an empty value as (none)', () => {
    expect(
      describeChanges([
        { field: 'name', before: 'A', after: 'A' },
        { field: 'alternate', before: null, after: '#4 Lark' },
        { field: 'note', before: 'x', after: '' },
      ]),
    ).toBe('alternate (none) → #4 Lark; note x → (none)');
  });

  it('is one sentence without a changes part when nothing but the act itself is told', () => {
    expect(operatorActionText({ operator, action: 'finalized', subject: 'Aqueduct Race 3' })).toBe(
      'ops@example.com finalized Aqueduct Race 3.',
    );
  });
});
