import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, churchill, yonkers } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('/admin/tracks', () => {
  it('says it is loading, then lists the tracks: name, then code and timezone', async () => {
    mockApi({ 'GET /api/tracks': () => jsonResponse([churchill, yonkers]) });
    renderApp('/admin/tracks', { account: administrator });
    expect(await screen.findByText('Loading tracks...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tracks' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Churchill Downs');
    expect(items[0]).toHaveTextContent('CD · America/New_York');
    expect(items[1]).toHaveTextContent('Yonkers Raceway');
    expect(screen.getByRole('heading', { level: 1, name: 'Tracks' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Tracks');
  });

  it('says so when there are no tracks', async () => {
    mockApi({ 'GET /api/tracks': () => jsonResponse([]) });
    renderApp('/admin/tracks', { account: administrator });
    expect(await screen.findByText('No tracks.')).toBeInTheDocument();
  });

  it('adds a track with a timezone searched in the list, then lists it', async () => {
    const tracks = [churchill];
    const api = mockApi({
      'GET /api/tracks': () => jsonResponse(tracks),
      'GET /api/timezones': () => jsonResponse(['America/Chicago', 'America/New_York', 'Europe/London']),
      'POST /api/tracks': ({ body }) => {
        const added = { id: 9, ...(body as { code: string; name: string; timezone: string }) };
        tracks.push(added);
        return jsonResponse(added, 201);
      },
    });
    const { user } = renderApp('/admin/tracks', { account: administrator });
    await screen.findByRole('list', { name: 'Tracks' });
    await user.click(screen.getByRole('button', { name: 'Add Track' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Track' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ap');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Arlington Park');
    await user.type(within(dialog).getByRole('combobox', { name: 'Timezone' }), 'chic');
    await user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Track' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      code: 'AP',
      name: 'Arlington Park',
      timezone: 'America/Chicago',
    });
    expect(await screen.findByText('Arlington Park')).toBeInTheDocument();
  });

  it('shows the spec messages for an empty form, in field order', async () => {
    mockApi({
      'GET /api/tracks': () => jsonResponse([]),
      'GET /api/timezones': () => jsonResponse(['America/New_York']),
    });
    const { user } = renderApp('/admin/tracks', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Track' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Track' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Track' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Timezone is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it("shows the server's refusal in a red alert inside the dialog", async () => {
    mockApi({
      'GET /api/tracks': () => jsonResponse([churchill]),
      'GET /api/timezones': () => jsonResponse(['America/New_York']),
      'POST /api/tracks': () => apiError(409, 'A track with this code already exists.', 'Conflict'),
    });
    const { user } = renderApp('/admin/tracks', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Track' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Track' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'CD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Churchill Again');
    await user.type(within(dialog).getByRole('combobox', { name: 'Timezone' }), 'New_Y');
    await user.click(await screen.findByRole('option', { name: 'America/New_York' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Track' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A track with this code already exists.',
    );
  });
});
