import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

const email = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('/password/reset', () => {
  it('explains what to do', async () => {
    renderApp('/password/reset');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to have a reset link sent to you.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Reset your password'));
  });

  it('requires the email', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/password/reset');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from idle through loading to success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /api/account/password-reset': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp('/password/reset');
    await user.type(email(), 'ada@example.com');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.com' });

    answer(jsonResponse({ message: ACCOUNT_MESSAGES.resetRequested }, 202));
    expect(
      await screen.findByText('If an account exists with that email, a password reset link was sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('shows a failure in a red alert and keeps the form', async () => {
    mockApi({
      'POST /api/account/password-reset': () =>
        apiError(429, 'Too many requests. Please wait a moment and try again.', 'Too Many Requests'),
    });
    const { user } = renderApp('/password/reset');
    await user.type(email(), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(email()).toHaveValue('ada@example.com');
  });
});
