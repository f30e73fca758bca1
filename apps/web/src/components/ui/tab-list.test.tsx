import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list';

type Breed = 'thoroughbred' | 'harness' | 'quarter';

const TABS = (['thoroughbred', 'harness', 'quarter'] as const).map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
  id: `tab-${value}`,
  panelId: `panel-${value}`,
}));

function Tabs({ initial = 'harness' }: { initial?: Breed }) {
  const [value, setValue] = useState<Breed>(initial);
  return (
    <>
      <button type="button">Before</button>
      <TabList tabs={TABS} value={value} onChange={setValue} label="Breeds" />
      <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
        {value} contests
      </div>
    </>
  );
}

describe('TabList', () => {
  it('is a named tab list whose selected tab controls the panel shown', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Breeds' })).toBeInTheDocument();
    const harness = screen.getByRole('tab', { name: 'Harness' });
    expect(harness).toHaveAttribute('aria-selected', 'true');
    expect(harness).toHaveAttribute('aria-controls', 'panel-harness');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Harness' })).toHaveTextContent('harness contests');
  });

  it('selects a tab on a click', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'Thoroughbred' }));
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Thoroughbred' })).toBeInTheDocument();
  });

  it('is one Tab stop, at the selected tab; the arrows, Home and End move the focus and Enter or Space selects', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Harness' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quarter' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Harness' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Quarter' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Quarter' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Quarter' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ }');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'true');

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveFocus();
  });
});
