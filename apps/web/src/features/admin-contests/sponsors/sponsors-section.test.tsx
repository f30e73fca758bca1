import type { Sponsor } from '@cj/shared/contests';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator } from '@/testing/admin/race-data';
import { fakeUploads, type UploadAnswer } from '@/testing/fake-upload';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const TAB = `/contest/${SLUG}/manage?tab=sponsors`;
const acme: Sponsor = { id: 5, name: 'Acme Feed', layoutOrder: 2, logo: '/uploads/sponsors/acme.png' };
const bolt: Sponsor = { id: 6, name: 'Bolt Tack', layoutOrder: 1, logo: '/uploads/sponsors/bolt.webp' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

function sponsorsApi(sponsors: Sponsor[] = [acme, bolt], extra: Parameters<typeof managerApi>[1] = {}) {
  return managerApi(makeContest(), {
    [`GET /api/contest/${SLUG}/sponsor`]: () => jsonResponse(sponsors),
    ...extra,
  });
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Sponsor' }));
  return screen.getByRole('dialog', { name: 'Add New Sponsor' });
}

describe('Sponsors tab', () => {
  it('lists the sponsors in layout order with their logos', async () => {
    mockApi(sponsorsApi());
    renderApp(TAB, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Sponsors' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bolt TackLayout order 1');
    expect(within(first!).getByRole('img', { name: 'Bolt Tack logo' })).toHaveAttribute(
      'src',
      '/uploads/sponsors/bolt.webp',
    );
    expect(second).toHaveTextContent('Acme Feed');
  });

  it("says 'No sponsors for this contest.'", async () => {
    mockApi(sponsorsApi([]));
    renderApp(TAB, { account: administrator });
    expect(await screen.findByText('No sponsors for this contest.')).toBeInTheDocument();
  });

  it('uploads a sponsor: name, layout order (next by default) and one logo, showing progress', async () => {
    const sponsors = [acme, bolt];
    mockApi(sponsorsApi(sponsors, { [`GET /api/contest/${SLUG}/sponsor`]: () => jsonResponse(sponsors) }));
    let answer: (value: UploadAnswer) => void = () => {};
    const uploads = fakeUploads(
      () =>
        new Promise<UploadAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Layout Order' })).toHaveValue('3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Churchill Feed');
    await user.upload(within(dialog).getByLabelText('Logo file'), png());
    expect(within(dialog).getByText('logo.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));

    expect(await within(dialog).findByText('Uploading... 0%')).toBeInTheDocument();
    const added = { id: 7, name: 'Churchill Feed', layoutOrder: 3, logo: '/uploads/sponsors/new.png' };
    sponsors.push(added);
    answer({ status: 201, body: added, progress: [0.5, 1] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Churchill Feed logo' })).toBeInTheDocument();

    const sent = uploads.mock.calls[0]![0];
    expect(sent.url).toBe(`/api/contest/${SLUG}/sponsor`);
    expect(sent.form.get('name')).toBe('Churchill Feed');
    expect(sent.form.get('layoutOrder')).toBe('3');
    expect((sent.form.get('file') as File).name).toBe('logo.png');
  });

  it("gives the spec messages in order: 'Name is required', 'Layout order is required', 'File is required'", async () => {
    mockApi(sponsorsApi());
    const uploads = fakeUploads(() => ({ status: 201, body: acme }));
    const { user } = renderApp(TAB, { account: administrator });
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Layout Order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Layout order is required')).toBeInTheDocument();
    expect(within(dialog).getByText('File is required')).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it.each([
    ['several files', [png(), png()], 'Only one file can be processed at a time.'],
    [
      'a file over 2 MB',
      [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })],
      'The image must be at most 2 MB.',
    ],
    [
      'a PDF',
      [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })],
      'The image must be a PNG, JPEG, WebP or SVG file.',
    ],
  ])('refuses %s before uploading', async (_what, files, message) => {
    mockApi(sponsorsApi());
    const uploads = fakeUploads(() => ({ status: 201, body: acme }));
    const { user } = renderApp(TAB, { account: administrator });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme');
    const input = within(dialog).getByLabelText('Logo file');
    // Chosen as a person could through "All files", past the input's accept hint.
    fireEvent.change(input, { target: { files } });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, such as a type read from the bytes", async () => {
    mockApi(sponsorsApi());
    fakeUploads(() => ({
      status: 415,
      body: {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The image must be a PNG, JPEG, WebP or SVG file.',
      },
    }));
    const { user } = renderApp(TAB, { account: administrator });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme');
    await user.upload(within(dialog).getByLabelText('Logo file'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image must be a PNG, JPEG, WebP or SVG file.',
    );
  });

  it("removes a sponsor after confirming; 'Failed to remove sponsor.' when it cannot", async () => {
    let refuse = false;
    const api = mockApi(
      sponsorsApi([acme], {
        [`DELETE /api/contest/${SLUG}/sponsor/5`]: () =>
          refuse ? apiError(404, 'Sponsor not found.', 'Not Found') : jsonResponse(acme),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Remove sponsor Acme Feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sponsor' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this sponsor? (Acme Feed)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove sponsor Acme Feed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to remove sponsor. Sponsor not found.',
    );
  });
});
