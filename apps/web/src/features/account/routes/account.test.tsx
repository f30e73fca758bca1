import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@cj/shared/images';
import { PROFILE_MESSAGES, type Profile } from '@cj/shared/profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKey } from '@/lib/account';
import { fakeUploads } from '@/testing/fake-upload';
import { pretendWideScreen } from '@/testing/screen-width';
import {
  apiError,
  expectDocumentTitle,
  jsonResponse,
  mockApi,
  renderApp,
  testAccount,
} from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const profile: Profile = {
  ...testAccount,
  emailPreferences: [
    { type: 'marketing', enabled: true },
    { type: 'contest-updates', enabled: false },
  ],
};

type Handlers = Parameters<typeof mockApi>[0];

/** GET and POST /profile, remembering the names saved, as the server would. */
function profileApi(extra: Handlers = {}): Handlers {
  let saved = profile;
  return {
    'GET /api/profile': () => jsonResponse(saved),
    'POST /api/profile': ({ body }) => {
      saved = { ...saved, ...(body as Partial<Profile>) };
      return jsonResponse(saved);
    },
    ...extra,
  };
}

function sentBody(api: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = api.mock.calls.find(
    ([input, init]) => init?.method === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('/account', () => {
  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it("shows the player's names, e-mail (read-only), photo and e-mail preferences", async () => {
    mockApi(profileApi());
    renderApp('/account', { account: testAccount });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: My Account');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    // No photo yet: the initials stand in.
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /News and offers/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Contest updates/ })).not.toBeChecked();
  });

  it("saves new names: 'Profile updated successfully.', and the app's account follows", async () => {
    const api = mockApi(profileApi());
    const { user, queryClient } = renderApp('/account', { account: testAccount });
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta Ada');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/profile')).toEqual({ firstName: 'Augusta Ada', lastName: 'Lovelace' });
    expect(queryClient.getQueryData(accountQueryKey)).toEqual({ ...testAccount, firstName: 'Augusta Ada' });
  });

  it('asks for both names, with the spec messages, and sends nothing', async () => {
    const api = mockApi(profileApi());
    const { user } = renderApp('/account', { account: testAccount });
    await user.clear(await screen.findByRole('textbox', { name: 'First Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("uploads a photo and shows it: 'Photo updated successfully.'", async () => {
    mockApi(profileApi());
    const uploads = fakeUploads(() => ({
      status: 200,
      body: { ...profile, photo: '/uploads/ada.png' },
      progress: [0.5, 1],
    }));
    const { user, queryClient } = renderApp('/account', { account: testAccount });
    await screen.findByRole('button', { name: 'Add a photo' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ada.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);

    expect(await screen.findByText(PROFILE_MESSAGES.photoUpdated)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/uploads/ada.png');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    const sent = uploads.mock.calls[0]![0];
    expect(sent.url).toBe('/api/profile/photo');
    expect(sent.headers.Authorization).toBe('Bearer test-token');
    expect(sent.form.get('file')).toBe(file);
    expect(queryClient.getQueryData(accountQueryKey)).toMatchObject({ photo: '/uploads/ada.png' });
  });

  it('refuses too large a file or the wrong type before sending it', async () => {
    mockApi(profileApi());
    const uploads = fakeUploads(() => ({ status: 200, body: profile }));
    const { user } = renderApp('/account', { account: testAccount });
    const button = await screen.findByRole('button', { name: 'Add a photo' });
    const large = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'large.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), large);
    expect(await screen.findByText(IMAGE_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(IMAGE_MESSAGES.fileTooLarge);

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The input's accept list is only a hint to the file picker: a person can still choose any file.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photo file'), text);
    expect(await screen.findByText(IMAGE_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a photo in a red alert", async () => {
    mockApi(profileApi());
    fakeUploads(() => ({
      status: 415,
      body: { statusCode: 415, error: 'Unsupported Media Type', message: IMAGE_MESSAGES.unsupportedType },
    }));
    const { user } = renderApp('/account', { account: testAccount });
    await screen.findByRole('button', { name: 'Add a photo' });
    const fake = new File(['not really a png'], 'fake.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.unsupportedType);
  });

  it("turns a kind of e-mail off and on for the player's own address", async () => {
    const api = mockApi(
      profileApi({
        'POST /api/email/update-preference': () => jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.saved }),
      }),
    );
    const { user } = renderApp('/account', { account: testAccount });
    const marketing = await screen.findByRole('switch', { name: /News and offers/ });
    expect(marketing).toHaveAccessibleDescription('New contests and promotions.');
    await user.click(marketing);
    expect(await screen.findByText(EMAIL_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/email/update-preference')).toEqual({
      email: 'ada@example.com',
      type: 'marketing',
      enabled: false,
    });
    await waitFor(() => expect(marketing).not.toBeChecked());

    const updates = screen.getByRole('switch', { name: /Contest updates/ });
    await user.click(updates);
    await waitFor(() => expect(updates).toBeChecked());
    const last = api.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      type: 'contest-updates',
      enabled: true,
    });
  });

  it('shows a switch turned from the click itself, without snapping back while the change is sent', async () => {
    mockApi(
      profileApi({
        'POST /api/email/update-preference': () => jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.saved }),
      }),
    );
    renderApp('/account', { account: testAccount });
    const marketing = await screen.findByRole('switch', { name: /News and offers/ });
    fireEvent.click(marketing);
    expect(marketing).not.toBeChecked();
    expect(await screen.findByText(EMAIL_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    expect(marketing).not.toBeChecked();
  });

  it('shows a refused preference change in a red alert and keeps the switch as it was', async () => {
    mockApi(
      profileApi({
        'POST /api/email/update-preference': () =>
          apiError(429, 'Too many requests. Please try again later.'),
      }),
    );
    const { user } = renderApp('/account', { account: testAccount });
    const marketing = await screen.findByRole('switch', { name: /News and offers/ });
    await user.click(marketing);
    const section = screen.getByRole('region', { name: 'Email Preferences' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(marketing).toBeChecked();
  });

  it('is in the menu of a signed-in player', async () => {
    pretendWideScreen();
    mockApi(profileApi());
    renderApp('/account', { account: testAccount });
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(menu).getByRole('link', { name: 'My Account' });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
