import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushAnalytics } from '@/lib/analytics';
import { getSessionToken } from '@/lib/session';
import { makeContest } from '@/testing/admin/contest-data';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First Name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText(/^Password/),
  confirmPassword: () => screen.getByLabelText(/^Confirm Password/),
  rulesAccepted: () => screen.getByRole('checkbox', { name: /^I am 21 or older and accept the Rules/ }),
  marketingEmails: () => screen.getByRole('checkbox', { name: /^Email me news and offers/ }),
};
const submit = () => screen.getByRole('button', { name: 'Create account' });

function messagesShown(): string[] {
  return [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map(
    (node) => node.textContent ?? '',
  );
}

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field.firstName(), 'Ada');
  await user.type(field.lastName(), 'Lovelace');
  await user.type(field.email(), 'ada@example.com');
  await user.type(field.password(), 'analytical-engine');
  await user.type(field.confirmPassword(), 'analytical-engine');
  await user.click(field.rulesAccepted());
}

describe('/signup', () => {
  it('asks for the five fields and the required 21+ box, whose Rules link opens a new tab, and links to log in', () => {
    renderApp('/signup?contest=derby-day');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
    expect(field.rulesAccepted()).not.toBeChecked();
    expect(field.rulesAccepted()).toBeRequired();
    expect(field.marketingEmails()).not.toBeChecked();
    expect(field.marketingEmails()).not.toBeRequired();
    const rules = screen.getByRole('link', { name: 'Rules' });
    expect(rules).toHaveAttribute('href', '/rules');
    expect(rules).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?contest=derby-day');
  });

  it('names the contest the visitor came from, once it is read', async () => {
    mockApi({
      'GET /api/contest/derby-day': () => jsonResponse(makeContest({ name: 'Derby Day Challenge' })),
    });
    renderApp('/signup?contest=derby-day');
    expect(await screen.findByText('Derby Day Challenge')).toBeInTheDocument();
    expect(screen.getByText(/^Sign up to play/)).toHaveTextContent('Sign up to play Derby Day Challenge');
  });

  it('names no contest when the one in the address cannot be read', async () => {
    const fetchMock = mockApi({
      'GET /api/contest/gone': () => apiError(404, 'Contest not found.', 'Not Found'),
    });
    renderApp('/signup?contest=gone');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByText(/to play/)).not.toBeInTheDocument();
  });

  it('shows every validation message of the spec, in order', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/signup');
    await user.click(submit());
    await waitFor(() =>
      expect(messagesShown()).toEqual([
        ACCOUNT_MESSAGES.firstNameRequired,
        ACCOUNT_MESSAGES.lastNameRequired,
        ACCOUNT_MESSAGES.emailRequired,
        ACCOUNT_MESSAGES.passwordRequired,
        ACCOUNT_MESSAGES.confirmPasswordRequired,
        ACCOUNT_MESSAGES.rulesNotAccepted,
      ]),
    );
    expect(field.firstName()).toHaveFocus();
    expect(field.firstName()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.firstNameRequired);

    await user.type(field.firstName(), 'Ada');
    await user.type(field.lastName(), 'Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.type(field.password(), 'analytical-engine');
    await user.type(field.confirmPassword(), 'difference-engine');
    await user.click(field.rulesAccepted());
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordsDoNotMatch]));
    expect(field.confirmPassword()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, enrolls in the contest and goes to its page', async () => {
    const fetchMock = mockApi({
      'POST /api/account/signup': () => jsonResponse(testAccount, 201, { Authorization: 'Bearer fresh' }),
      'GET /api/contest/derby-day': () => jsonResponse(makeContest({ slug: 'derby-day' })),
    });
    const { user, router } = renderApp('/signup?contest=derby-day');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day'));
    const signupCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(signupCall?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
      rulesAccepted: true,
      marketingEmails: false,
      contestSlug: 'derby-day',
    });
    expect(getSessionToken()).toBe('fresh');
  });

  it('sends news and offers as chosen: on only when the box is ticked', async () => {
    const fetchMock = mockApi({
      'POST /api/account/signup': () => jsonResponse(testAccount, 206, { Authorization: 'Bearer fresh' }),
    });
    const { user, router } = renderApp('/signup');
    await fillValid(user);
    await user.click(field.marketingEmails());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ marketingEmails: true });
  });

  it.each([
    [201, [expect.objectContaining({ name: 'contest_enrollment', properties: { contest: 'derby-day' } })]],
    [206, []],
  ])('after a %i, records the contest enrollments the signup made', async (status, expected) => {
    const enrollments: unknown[] = [];
    mockApi({
      'POST /api/account/signup': () => jsonResponse(testAccount, status, { Authorization: 'Bearer fresh' }),
      'POST /api/analytics/events': ({ body }) => {
        const { events } = body as { events: { name: string; properties: unknown }[] };
        enrollments.push(...events.filter((event) => event.name === 'contest_enrollment'));
        return jsonResponse({ accepted: events.length }, 202);
      },
    });
    const { user, router } = renderApp('/signup?contest=derby-day');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day'));
    await act(() => flushAnalytics());
    expect(enrollments).toEqual(expected);
  });

  it('goes to the redirect page, or home without one', async () => {
    mockApi({
      'POST /api/account/signup': () => jsonResponse(testAccount, 206, { Authorization: 'Bearer fresh' }),
    });
    const first = renderApp('/signup?redirect=%2Fcontests');
    await fillValid(first.user);
    await first.user.click(submit());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/contests'));
    first.unmount();

    const second = renderApp('/signup?redirect=https%3A%2F%2Fevil.example');
    await fillValid(second.user);
    await second.user.click(submit());
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('shows the server message in a red alert', async () => {
    mockApi({ 'POST /api/account/signup': () => apiError(409, ACCOUNT_MESSAGES.emailTaken, 'Conflict') });
    const { user, router } = renderApp('/signup');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailTaken);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows a password the server refuses under the Password field, like the other field errors', async () => {
    mockApi({
      'POST /api/account/signup': () => apiError(400, ACCOUNT_MESSAGES.passwordCommon, 'Bad Request'),
    });
    const { user, router } = renderApp('/signup');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordCommon]));
    expect(field.password()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordCommon);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('keeps an unticked 21+ box from the server, its message under the box, and clears it once ticked', async () => {
    const fetchMock = mockApi({
      'POST /api/account/signup': () => jsonResponse(testAccount, 206, { Authorization: 'Bearer fresh' }),
    });
    const { user, router } = renderApp('/signup');
    await fillValid(user);
    await user.click(field.rulesAccepted());
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.rulesNotAccepted]));
    expect(field.rulesAccepted()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.rulesNotAccepted);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(field.rulesAccepted());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(messagesShown()).toEqual([]);
  });

  it("shows the server's refusal of the 21+ box under the box", async () => {
    mockApi({
      'POST /api/account/signup': () => apiError(400, ACCOUNT_MESSAGES.rulesNotAccepted, 'Bad Request'),
    });
    const { user } = renderApp('/signup');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.rulesNotAccepted]));
    expect(field.rulesAccepted()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.rulesNotAccepted);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a password equal to the e-mail or a name before asking the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/signup');
    await user.type(field.firstName(), 'Ada');
    await user.type(field.lastName(), 'Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.type(field.password(), 'ada@example.com');
    await user.type(field.confirmPassword(), 'ada@example.com');
    await user.click(field.rulesAccepted());
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordPersonal]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['aaaaaaaaaaaa', 'Summer2024', 'ContestJockey', 'Lovelace2024'])(
    'refuses a guessable password (%s) before asking the server, saying what to do',
    async (weak) => {
      const fetchMock = mockApi({});
      const { user } = renderApp('/signup');
      await user.type(field.firstName(), 'Ada');
      await user.type(field.lastName(), 'Lovelace');
      await user.type(field.email(), 'ada@example.com');
      await user.type(field.password(), weak);
      await user.type(field.confirmPassword(), weak);
      await user.click(field.rulesAccepted());
      await user.click(submit());
      await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordWeak]));
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    },
  );

  it('reports a success without a token as an unexpected answer', async () => {
    mockApi({ 'POST /api/account/signup': () => jsonResponse(testAccount, 201) });
    const { user } = renderApp('/signup');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an unexpected response.');
    expect(getSessionToken()).toBeNull();
  });
});
