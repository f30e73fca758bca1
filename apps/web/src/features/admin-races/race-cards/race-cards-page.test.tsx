import type { RaceCardImport } from '@cj/shared/race-cards';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, cards, churchill, race, yonkers } from '@/testing/admin/race-data';
import { fakeUploads, type UploadAnswer } from '@/testing/fake-upload';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const imported: RaceCardImport = {
  races: 12,
  runners: 168,
  warnings: ['Race 3 is closed and was left unchanged.'],
  cards: [{ trackId: churchill.id, trackName: churchill.name, date: '2025-05-03', racesCount: 12 }],
};

describe('/admin/race-cards', () => {
  it('says it is loading, then lists the cards: track, date in UTC and number of races, linking to the card', async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse(cards) });
    renderApp('/admin/race-cards', { account: administrator });
    expect(await screen.findByText('Loading race cards...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Race cards' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Churchill Downs');
    expect(links[0]).toHaveTextContent('May 3, 2025 · 12 races');
    expect(links[0]).toHaveAttribute('href', '/admin/races/3/2025-05-03');
    expect(links[1]).toHaveTextContent('May 4, 2025 · 1 race');
    await expectDocumentTitle('Contest Jockey: Race Cards');
  });

  it('asks for the cards of a chosen date, and says so when there are none', async () => {
    const api = mockApi({
      'GET /api/race-cards': ({ url }) => jsonResponse(url.searchParams.get('date') ? [] : cards),
    });
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await screen.findByRole('list', { name: 'Race cards' });
    await user.type(screen.getByLabelText('Date'), '2025-06-01');
    expect(await screen.findByText('No race cards.')).toBeInTheDocument();
    const asked = api.mock.calls.map(([input]) => new URL(String(input), 'http://x').search);
    expect(asked).toContain('?date=2025-06-01');
  });

  it('uploads one file, showing its progress, then what was imported', async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse(cards) });
    let answer: (value: UploadAnswer) => void = () => {};
    const uploads = fakeUploads(
      () =>
        new Promise<UploadAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Upload race card' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Race Card' });
    const file = new File(['PK'], 'CDX0503.zip', { type: 'application/zip' });
    await user.upload(within(dialog).getByLabelText('Race card file'), file);
    expect(within(dialog).getByText('CDX0503.zip')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('Uploading... 0%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading... 0%' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    answer({ status: 201, body: imported, progress: [0.5, 1] });

    const summary = await within(dialog).findByText('Imported 12 races and 168 runners.');
    expect(summary).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Churchill Downs, May 3, 2025 (12 races)' }),
    ).toHaveAttribute('href', '/admin/races/3/2025-05-03');
    expect(within(dialog).getByText('Race 3 is closed and was left unchanged.')).toBeInTheDocument();
    const sent = uploads.mock.calls[0]![0];
    expect(sent.url).toBe('/api/race-card');
    expect((sent.form.get('file') as File).name).toBe('CDX0503.zip');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks for a file before uploading: 'File is required'", async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse(cards) });
    const uploads = fakeUploads(() => ({ status: 201, body: imported }));
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Upload race card' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Race Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('File is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toHaveFocus();
    expect(uploads).not.toHaveBeenCalled();
  });

  it("shows the importer's error naming the file and line in a red alert", async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse(cards) });
    fakeUploads(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'CDX0503.DRF line 4: morning line "abc" is not odds.',
      },
    }));
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Upload race card' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Race Card' });
    await user.upload(within(dialog).getByLabelText('Race card file'), new File(['x'], 'CDX0503.zip'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'CDX0503.DRF line 4: morning line "abc" is not odds.',
    );
  });

  it('adds a race manually from the menu, at the track’s time, and goes to its page', async () => {
    const api = mockApi({
      'GET /api/race-cards': () => jsonResponse(cards),
      'GET /api/tracks': () => jsonResponse([churchill, yonkers]),
      'POST /api/races': () => jsonResponse({ ...race, id: 77 }, 201),
      'GET /api/race/77': () => jsonResponse({ ...race, id: 77 }),
      'GET /api/race/77/runners': () => jsonResponse([]),
      'GET /api/race/77/results': () => jsonResponse([]),
    });
    const { user, router } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add races' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add Manually' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Race' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Race' }));
    expect(await within(dialog).findByText('Track is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Race number is required')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Post time is required')).toHaveLength(2);

    await user.click(within(dialog).getByRole('combobox', { name: /Track/ }));
    await user.click(await screen.findByRole('option', { name: 'Churchill Downs (CD)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Race Number' }), '4');
    await user.type(within(dialog).getByLabelText(/Start Date/), '2025-05-03');
    await user.type(within(dialog).getByLabelText(/Post Time/), '13:05');
    await user.click(within(dialog).getByRole('button', { name: 'Add Race' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/races/detail/77'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      trackID: 3,
      raceNumber: 4,
      postTime: '2025-05-03T17:05:00.000Z',
    });
  });

  it('parses a race card from a URL for a track, then shows what was imported', async () => {
    const api = mockApi({
      'GET /api/race-cards': () => jsonResponse(cards),
      'GET /api/tracks': () => jsonResponse([churchill, yonkers]),
      'POST /api/race-parser': () => jsonResponse(imported, 201),
    });
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add races' }));
    await user.click(screen.getByRole('menuitem', { name: 'Parse URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Parse Race Card From URL' });

    await user.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(await within(dialog).findByText('Track is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a URL.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Track/ }));
    await user.click(await screen.findByRole('option', { name: 'Churchill Downs (CD)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'ftp://cards.example/cd.zip');
    await user.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(
      await within(dialog).findByText('Please enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://cards.example/cd.zip');
    await user.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(await within(dialog).findByText('Imported 12 races and 168 runners.')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ trackId: 3, url: 'https://cards.example/cd.zip' });
  });

  it("shows the server's refusal of a URL in a red alert", async () => {
    mockApi({
      'GET /api/race-cards': () => jsonResponse(cards),
      'GET /api/tracks': () => jsonResponse([churchill]),
      'POST /api/race-parser': () => apiError(400, 'This page is not supported: no adapter reads it.'),
    });
    const { user } = renderApp('/admin/race-cards', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add races' }));
    await user.click(screen.getByRole('menuitem', { name: 'Parse URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Parse Race Card From URL' });
    await user.click(within(dialog).getByRole('combobox', { name: /Track/ }));
    await user.click(await screen.findByRole('option', { name: 'Churchill Downs (CD)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://entries.example/today');
    await user.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This page is not supported: no adapter reads it.',
    );
  });
});
