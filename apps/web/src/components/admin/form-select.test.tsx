import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelect } from './form-select';

const COUPLED = '#1 Sir Maximilian Featherstonehaugh The Third / Sunny Journey';

function AlternateField({ onValue }: { onValue: (value: number | '') => void }) {
  const { control, watch } = useForm<{ alternateRunnerId: number | '' }>({
    defaultValues: { alternateRunnerId: '' },
  });
  onValue(watch('alternateRunnerId'));
  return (
    <FormSelect
      control={control}
      name="alternateRunnerId"
      label="Alternate (if the pick is scratched)"
      noneLabel="None"
      options={[
        { value: 1, label: COUPLED },
        { value: 3, label: '#3 Quiet Charm' },
      ]}
      helperText="Without one, a scratched pick is scored as the post-time favorite"
    />
  );
}

describe('FormSelect', () => {
  it('is named by its label, described by its hint, and chosen with the keyboard', async () => {
    const user = userEvent.setup();
    let value: number | '' = '';
    render(<AlternateField onValue={(next) => (value = next)} />);
    const select = screen.getByRole('combobox', { name: 'Alternate (if the pick is scratched)' });
    expect(select).toHaveAccessibleDescription(
      'Without one, a scratched pick is scored as the post-time favorite',
    );
    select.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', COUPLED, '#3 Quiet Charm']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value).toBe(1);
    expect(select).toHaveTextContent(COUPLED);
  });

  it('shows an optional field’s none choice while nothing is chosen, not an empty field', () => {
    render(<AlternateField onValue={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Alternate (if the pick is scratched)' })).toHaveTextContent(
      'None',
    );
  });

  it('wraps a long choice, in the menu and in the field, rather than cutting it at a phone’s edge', async () => {
    const user = userEvent.setup();
    render(<AlternateField onValue={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Alternate (if the pick is scratched)' });
    await user.click(select);
    const option = await screen.findByRole('option', { name: COUPLED });
    expect(getComputedStyle(option).whiteSpace).toBe('normal');
    await user.click(option);
    expect(getComputedStyle(select).whiteSpace).toBe('normal');
  });
});
