import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('/email/unsubscribe/{email}/{type}', () => {
  it('turns the e-mail off for the decoded address, showing Unsubscribing... then Unsubscribed!', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /api/email/update-preference': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/email/unsubscribe/ada.lovelace%2Bracing%40example.com/marketing');
    expect(heading()).toHaveTextContent('Unsubscribing...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada.lovelace+racing@example.com',
      type: 'marketing',
      enabled: false,
    });

    answer(jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.saved }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed!' })).toBeInTheDocument();
    expect(screen.getByText('You have been unsubscribed successfully.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribed!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Unsubscribe'));
  });

  it('sends the token of the e-mailed link, which lets it unsubscribe without a login', async () => {
    const fetchMock = mockApi({
      'POST /api/email/update-preference': () => jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.saved }),
    });
    renderApp('/email/unsubscribe/ada%40example.com/contest-updates?token=signed-Token_123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed!' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      type: 'contest-updates',
      enabled: false,
      token: 'signed-Token_123',
    });
  });

  it('shows Error when the link is not valid (403)', async () => {
    mockApi({
      'POST /api/email/update-preference': () =>
        apiError(403, EMAIL_PREFERENCE_MESSAGES.unsubscribeNeedsLink, 'Forbidden'),
    });
    renderApp('/email/unsubscribe/ada%40example.com/contest-updates?token=forged');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  });

  it('accepts an address written with a plain @ in the link', async () => {
    const fetchMock = mockApi({
      'POST /api/email/update-preference': () => jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.saved }),
    });
    renderApp('/email/unsubscribe/ada@example.com/contest-updates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed!' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'ada@example.com',
      type: 'contest-updates',
    });
  });

  it('shows Error when the request fails', async () => {
    mockApi({
      'POST /api/email/update-preference': () => apiError(400, EMAIL_PREFERENCE_MESSAGES.typeInvalid),
    });
    renderApp('/email/unsubscribe/ada%40example.com/newsletters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your request. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Upcoming contests' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['a blank address', '/email/unsubscribe/%20%20/marketing'],
    ['a blank type', '/email/unsubscribe/ada%40example.com/%20'],
    ['no type', '/email/unsubscribe/ada%40example.com'],
    ['neither', '/email/unsubscribe'],
  ])('sends nothing for %s, and shows Error', async (_case, path) => {
    const fetchMock = mockApi({});
    renderApp(path);
    expect(heading()).toHaveTextContent('Error');
    expect(
      screen.getByText('There was an error processing your request. Please try again later.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
