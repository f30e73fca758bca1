import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NameFields } from './name-fields';

function NamesForm({ someoneElse }: { someoneElse?: boolean }) {
  const { control } = useForm({ defaultValues: { firstName: 'Ada', lastName: 'Lovelace' } });
  return <NameFields control={control} someoneElse={someoneElse} />;
}

describe('NameFields', () => {
  it("shows the form's first and last name, both required, filled in from the browser's own", () => {
    render(<NamesForm />);
    const first = screen.getByRole('textbox', { name: 'First Name' });
    const last = screen.getByRole('textbox', { name: 'Last Name' });
    expect(first).toHaveValue('Ada');
    expect(last).toHaveValue('Lovelace');
    expect(first).toBeRequired();
    expect(last).toBeRequired();
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(last).toHaveAttribute('autocomplete', 'family-name');
  });

  it("keeps the browser from filling in its user's names where they are someone else's", () => {
    render(<NamesForm someoneElse />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('autocomplete', 'off');
  });
});
