import { AD_MESSAGES, type AdminAd } from '@cj/shared/ads';
import { IMAGE_MESSAGES } from '@cj/shared/images';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator } from '@/testing/admin/race-data';
import { fakeUploads } from '@/testing/fake-upload';
import { expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const contestAd: AdminAd = {
  id: 4,
  placement: 2,
  property: -1,
  imageUrl: '/uploads/contest.png',
  linkUrl: 'https://feed.example/',
  altText: 'Acme Feed',
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const emailAd: AdminAd = {
  ...contestAd,
  id: 3,
  placement: 3,
  property: 2,
  imageUrl: '/uploads/email.png',
  linkUrl: 'https://tack.example/',
  altText: 'Bolt Tack',
  isActive: false,
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });

describe('/admin/ads', () => {
  it('lists every ad with its image, placement, brand, link and whether it is active', async () => {
    mockApi({ 'GET /api/admin/ads': () => jsonResponse([contestAd, emailAd]) });
    const { user } = renderApp('/admin/ads', { account: administrator });
    const list = await screen.findByRole('list', { name: 'Ads' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Acme FeedContest page · All brandshttps://feed.example/');
    expect(within(first!).getByRole('img', { name: 'Acme Feed' })).toHaveAttribute(
      'src',
      '/uploads/contest.png',
    );
    expect(within(first!).getByRole('switch', { name: 'Active: Acme Feed' })).toBeChecked();
    expect(second).toHaveTextContent('Contest e-mails · Harness');
    expect(within(second!).getByRole('switch', { name: 'Active: Bolt Tack' })).not.toBeChecked();
    // The admin menu (a drawer on this narrow screen) leads here.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');
    await expectDocumentTitle('Contest Jockey: Ads');
  });

  it("says 'No ads.'", async () => {
    mockApi({ 'GET /api/admin/ads': () => jsonResponse([]) });
    renderApp('/admin/ads', { account: administrator });
    expect(await screen.findByText('No ads.')).toBeInTheDocument();
  });

  it('adds an ad: checks the fields and the image first, then uploads them and lists it', async () => {
    const ads = [contestAd];
    mockApi({ 'GET /api/admin/ads': () => jsonResponse(ads) });
    const added: AdminAd = {
      ...contestAd,
      id: 9,
      placement: 3,
      linkUrl: 'https://new.example/',
      altText: 'New',
    };
    const uploads = fakeUploads(() => {
      ads.unshift(added);
      return { status: 201, body: added };
    });
    const { user } = renderApp('/admin/ads', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Ad' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Ad' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Ad' }));
    expect(await within(dialog).findByText(AD_MESSAGES.placementRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AD_MESSAGES.linkRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AD_MESSAGES.altTextRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(IMAGE_MESSAGES.fileRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Placement/ }));
    await user.click(await screen.findByRole('option', { name: 'Contest e-mails' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    await user.type(within(dialog).getByRole('textbox', { name: /Alt Text/ }), 'New');
    await user.upload(within(dialog).getByLabelText('Image file'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add Ad' }));
    expect(await within(dialog).findByText(AD_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: /Link/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'https://new.example/');
    await user.click(within(dialog).getByRole('button', { name: 'Add Ad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = uploads.mock.calls[0]![0];
    expect([sent.method, sent.url]).toEqual(['POST', '/api/admin/ads']);
    expect(Object.fromEntries([...sent.form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      placement: '3',
      property: '-1',
      linkUrl: 'https://new.example/',
      altText: 'New',
      isActive: 'true',
    });
    expect((sent.form.get('file') as File).name).toBe('banner.png');
    expect(await screen.findByRole('switch', { name: 'Active: New' })).toBeChecked();
  });

  it("edits an ad without a new image, and shows the server's refusal in the dialog", async () => {
    mockApi({ 'GET /api/admin/ads': () => jsonResponse([contestAd]) });
    const uploads = fakeUploads(() => ({
      status: 413,
      body: { statusCode: 413, error: 'Payload Too Large', message: IMAGE_MESSAGES.fileTooLarge },
    }));
    const { user } = renderApp('/admin/ads', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Edit ad Acme Feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ad' });
    expect(within(dialog).getByRole('textbox', { name: /Link/ })).toHaveValue('https://feed.example/');
    expect(within(dialog).getByRole('img', { name: 'Current image: Acme Feed' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Alt Text/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Alt Text/ }), 'Acme Feed sale');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(IMAGE_MESSAGES.fileTooLarge)).toBeInTheDocument();
    const sent = uploads.mock.calls[0]![0];
    expect([sent.method, sent.url]).toEqual(['PUT', '/api/admin/ads/4']);
    expect(sent.form.get('altText')).toBe('Acme Feed sale');
    expect(sent.form.get('file')).toBeNull();
  });

  it('switches an ad off at once, and removes one after confirming', async () => {
    let ads = [contestAd, emailAd];
    const api = mockApi({
      'GET /api/admin/ads': () => jsonResponse(ads),
      'DELETE /api/admin/ads/3': () => {
        ads = [contestAd];
        return jsonResponse(emailAd);
      },
    });
    const uploads = fakeUploads(() => {
      ads = [{ ...contestAd, isActive: false }, emailAd];
      return { status: 200, body: ads[0] };
    });
    const { user } = renderApp('/admin/ads', { account: administrator });
    await user.click(await screen.findByRole('switch', { name: 'Active: Acme Feed' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Acme Feed' })).not.toBeChecked());
    const sent = uploads.mock.calls[0]![0];
    expect([sent.method, sent.url, sent.form.get('isActive')]).toEqual(['PUT', '/api/admin/ads/4', 'false']);

    await user.click(screen.getByRole('button', { name: 'Remove ad Bolt Tack' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Ad' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove this ad? (Bolt Tack)');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Bolt Tack')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
