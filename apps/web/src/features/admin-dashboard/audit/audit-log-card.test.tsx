import type { AuditLogMessage } from '@cj/shared/audit';
import { PAGE_SIZE } from '@cj/shared/constants';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@/testing/admin/dashboard-data';
import { administrator } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { auditTimeZone, formatAuditTime } from './audit-time';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

function message(messageId: number, content: string, email: string | null = null): AuditLogMessage {
  return {
    messageId,
    content,
    email,
    createdAt: new Date(Date.UTC(2025, 4, 3, 12, 0, messageId % 60)).toISOString(),
  };
}

const created = [
  message(3, 'Account created: ada@example.com', 'ada@example.com'),
  message(2, 'Account created: grace@example.com', 'grace@example.com'),
];
const placed = [message(9, 'Wager placed: $5.00 on #2 Bold Ruler', 'ada@example.com')];

/** GET /audit/{type}: the log of each type, searched by q in the text or e-mail, paged by offset and count. */
function auditApi(logs: Record<number, AuditLogMessage[]>) {
  return ({ url }: { url: URL }) => {
    const type = Number(url.pathname.split('/').at(-1));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? PAGE_SIZE.auditLogs);
    const matching = (logs[type] ?? []).filter((entry) =>
      `${entry.content} ${entry.email ?? ''}`.toLowerCase().includes(q),
    );
    return jsonResponse(matching.slice(offset, offset + count));
  };
}

function auditCalls(api: ReturnType<typeof mockApi>) {
  return api.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.startsWith('/api/audit/'))
    .map((url) => `${url.pathname}?${url.searchParams}`);
}

function renderDashboard(logs: Record<number, AuditLogMessage[]>) {
  const handler = auditApi(logs);
  const handlers: Parameters<typeof mockApi>[0] = {};
  for (let type = 1; type <= 17; type += 1) handlers[`GET /api/audit/${type}`] = handler;
  const api = mockApi(dashboardApi(handlers));
  return { api, ...renderApp('/admin', { account: administrator }) };
}

describe('the Audit Log card', () => {
  it("lists account creations first, newest first, with their time as 'MM/DD/YYYY HH:mm:ss' and e-mail", async () => {
    const { api } = renderDashboard({ 1: created });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    expect(within(card).getByRole('combobox', { name: 'Event type' })).toHaveTextContent('Account created');
    const list = await within(card).findByRole('list', { name: 'Account created log entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Account created: ada@example.com');
    expect(items[0]).toHaveTextContent(`${formatAuditTime(created[0]!.createdAt)} · ada@example.com`);
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', created[0]!.createdAt);
    expect(auditCalls(api)[0]).toBe('/api/audit/1?offset=0&count=50');
  });

  it('shows another event type, and says so when it has no entries', async () => {
    const { user, api } = renderDashboard({ 1: created, 8: placed });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    await within(card).findByRole('list', { name: 'Account created log entries' });

    await user.click(within(card).getByRole('combobox', { name: 'Event type' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Account created',
      'Account authenticated',
      'Password reset requested',
      'Password reset done',
      'Contest enrollment',
      'Wager attempt',
      'Wager failed',
      'Wager placed',
      'Wager removed',
      'Race changed',
      'Runner changed',
      'Result changed',
      'Race finalized',
      'Contest changed',
      'Prize changed',
      'Player changed',
      'Account changed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Wager placed' }));
    const list = await within(card).findByRole('list', { name: 'Wager placed log entries' });
    expect(within(list).getByText('Wager placed: $5.00 on #2 Bold Ruler')).toBeInTheDocument();
    expect(auditCalls(api)).toContain('/api/audit/8?offset=0&count=50');

    await user.click(within(card).getByRole('combobox', { name: 'Event type' }));
    await user.click(screen.getByRole('option', { name: 'Wager removed' }));
    expect(await within(card).findByText('No log entries.')).toBeInTheDocument();
  });

  it('shows and searches the operator actions, and names the time zone of their times', async () => {
    const granted = message(
      40,
      'ops@example.com granted administrator rights to account jane@example.com: administrator no → yes.',
      'ops@example.com',
    );
    const locked = message(
      39,
      'ops@example.com locked account bob@example.com: locked no → yes.',
      'ops@example.com',
    );
    const { user, api } = renderDashboard({ 1: created, 17: [granted, locked] });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    expect(within(card).getByText(`Times in your time zone, ${auditTimeZone()}.`)).toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: 'Event type' }));
    await user.click(screen.getByRole('option', { name: 'Account changed' }));
    const list = await within(card).findByRole('list', { name: 'Account changed log entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      `${formatAuditTime(granted.createdAt)} · ops@example.com`,
    );
    expect(list.querySelector('time')).toHaveAttribute(
      'title',
      `${formatAuditTime(granted.createdAt)} (${auditTimeZone()})`,
    );

    await user.click(within(card).getByRole('button', { name: 'Search the audit log' }));
    await user.type(within(card).getByRole('searchbox', { name: 'Search messages or email' }), 'jane');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText(granted.content)).toBeInTheDocument();
    expect(auditCalls(api)).toContain('/api/audit/17?offset=0&count=50&q=jane');
  });

  it('searches from 2 characters, debounced, and closing the search shows every entry again', async () => {
    const { user, api } = renderDashboard({ 1: created });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    const list = await within(card).findByRole('list', { name: 'Account created log entries' });
    const toggle = within(card).getByRole('button', { name: 'Search the audit log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.type(within(card).getByRole('searchbox', { name: 'Search messages or email' }), 'grace');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Account created: grace@example.com')).toBeInTheDocument();
    const searches = auditCalls(api).filter((call) => call.includes('q='));
    expect(searches).toEqual(['/api/audit/1?offset=0&count=50&q=grace']);

    await user.click(within(card).getByRole('button', { name: 'Close Search the audit log' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('loads 50 more entries only while the last page was full', async () => {
    const many = Array.from({ length: 55 }, (_, index) => message(100 - index, `Signed in ${index + 1}`));
    const { user, api } = renderDashboard({ 2: many });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    await user.click(within(card).getByRole('combobox', { name: 'Event type' }));
    await user.click(screen.getByRole('option', { name: 'Account authenticated' }));
    const list = await within(card).findByRole('list', { name: 'Account authenticated log entries' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    await user.click(within(card).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(55));
    expect(auditCalls(api)).toContain('/api/audit/2?offset=50&count=50');
    expect(within(card).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an empty log when the call fails (spec §8)', async () => {
    mockApi(dashboardApi({ 'GET /api/audit/1': () => apiError(500, 'Something broke.') }));
    renderApp('/admin', { account: administrator });
    const card = await screen.findByRole('region', { name: 'Audit Log' });
    expect(await within(card).findByText('No log entries.')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
