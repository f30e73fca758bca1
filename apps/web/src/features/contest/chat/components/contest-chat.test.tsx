import '../../testing/lazy-parts';
import { CHAT_MESSAGES, type ChatMessage } from '@cj/shared/chat';
import { CHAT_REFRESH_MS } from '@cj/shared/constants';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeChatMessage, ownSender } from '@/features/contest/testing/chat-fixtures';
import { callsTo, mockContestApi } from '@/features/contest/testing/contest-api';
import { makeContest, makePlayer, SLUG } from '@/features/contest/testing/fixtures';
import { tracked } from '@/testing/analytics';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { pretendWideScreen } from '@/testing/screen-width';
import { apiError, jsonResponse, type mockApi, renderApp, testAccount } from '@/testing/test-utils';
import { getChatMessagesQueryOptions } from '../api/get-chat-messages';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = `/contest/${SLUG}`;
const CHAT = `/api/chat/${SLUG}`;
const entered = [makePlayer({ id: 70, name: 'Ada L.' })];

/**
 * The contest page with chat enabled, its chat answered from `stored` (oldest first, as the server keeps it; pages
 * of 10 newest first, as it answers) and POST /chat storing what it is sent.
 */
function mockChatPage(
  stored: ChatMessage[],
  options: { myPlayers?: typeof entered; extra?: Parameters<typeof mockApi>[0] } = {},
) {
  installFakeEventSource();
  return mockContestApi(
    { contest: makeContest({ chatEnabled: true }), myPlayers: options.myPlayers ?? entered },
    {
      [`GET ${CHAT}`]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const count = Number(url.searchParams.get('count') ?? 10);
        return jsonResponse([...stored].reverse().slice(offset, offset + count));
      },
      'POST /api/chat': ({ body }) => {
        const sent = body as { messageID: string; message: string };
        const message = makeChatMessage(sent.message, { messageId: sent.messageID, sender: ownSender });
        stored.push(message);
        return jsonResponse(message, 201);
      },
      ...options.extra,
    },
  );
}

const openChatButton = () => screen.findByRole('button', { name: /^Open contest chat/ });
const chatDialog = () => screen.findByRole('dialog', { name: 'Contest Chat' });
const messageTexts = (container: HTMLElement) =>
  within(within(container).getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('contest chat on a small screen', () => {
  it('opens a full-screen Contest Chat dialog from a floating button, oldest message first', async () => {
    mockChatPage([makeChatMessage('Good luck all'), makeChatMessage('Same to you')]);
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    await waitFor(() => expect(messageTexts(dialog)).toEqual(['Good luck all', 'Same to you']));
    expect(within(dialog).getAllByText('Bea B.')).toHaveLength(2);
    expect(tracked('chat_opened')).toContainEqual({ contest: SLUG });

    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts messages from others that arrive while it is closed, and resets the count on open', async () => {
    mockChatPage([makeChatMessage('Already here')]);
    const { user } = renderApp(PAGE, { account: testAccount });
    expect(await openChatButton()).toHaveAccessibleName('Open contest chat');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.current();
    expect(stream.url).toBe(`/api/contest/${SLUG}/events`);

    const emit = (message: ChatMessage) =>
      act(async () => stream.emit({ type: CONTEST_EVENT_TYPES.chatMessage, contestId: 11, message }));
    // The first page must be in before a live message can be added to it.
    await waitFor(() => expect(callsTo(vi.mocked(fetch), 'GET', CHAT)).toHaveLength(1));
    await emit(makeChatMessage('New one'));
    await emit(makeChatMessage('Another'));
    await emit(makeChatMessage('Mine', { sender: ownSender }));
    const button = await screen.findByRole('button', { name: 'Open contest chat, 2 unread' });
    expect(within(button).getByText('2')).toBeInTheDocument();

    await user.click(button);
    const dialog = await chatDialog();
    expect(messageTexts(dialog)).toEqual(['Already here', 'New one', 'Another', 'Mine']);
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(await openChatButton()).toHaveAccessibleName('Open contest chat');
  });

  it('sends with Enter, never a blank message, and Shift+Enter starts a new line', async () => {
    const fetchMock = mockChatPage([]);
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    const input = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(input, '   {Enter}');
    expect(callsTo(fetchMock, 'POST', '/api/chat')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    expect(callsTo(fetchMock, 'POST', '/api/chat')).toHaveLength(0);
    await user.type(input, '{Enter}');

    await waitFor(() => expect(messageTexts(dialog)).toEqual(['Line one\nline two']));
    const [, init] = callsTo(fetchMock, 'POST', '/api/chat')[0]!;
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({ messageID: expect.any(String), contestSlug: SLUG, message: 'Line one\nline two' });
    expect(body.messageID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(input).toHaveValue('');
    expect(tracked('chat_message_sent')).toContainEqual({ contest: SLUG });
  });

  it('shows why a send failed in a red alert, and sends the same draft again with the same id', async () => {
    let attempts = 0;
    const fetchMock = mockChatPage([], {
      extra: {
        'POST /api/chat': () => {
          attempts++;
          return attempts === 1
            ? apiError(429, 'Too many requests. Please wait a moment and try again.')
            : jsonResponse(makeChatMessage('Hello', { sender: ownSender }), 201);
        },
      },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/chat')).toHaveLength(2));
    const calls = callsTo(fetchMock, 'POST', '/api/chat');
    const ids = calls.map(([, init]) => JSON.parse(String(init?.body)).messageID);
    expect(ids[1]).toBe(ids[0]);
    // The messageID is the send's Idempotency-Key: the server answers the resend with the first answer.
    expect(calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))).toEqual(ids);
  });

  it('shows a message as plain text, never as HTML', async () => {
    mockChatPage([makeChatMessage('<b>bold</b> <img src=x onerror="alert(1)">')]);
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    expect(await within(dialog).findByText('<b>bold</b> <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(dialog.querySelector('b, img')).toBeNull();
  });

  it('lets a signed-in account without an entry read but not write', async () => {
    mockChatPage([makeChatMessage('Players only talk')], { myPlayers: [] });
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    expect(await within(dialog).findByText('Players only talk')).toBeInTheDocument();
    expect(within(dialog).getByText(CHAT_MESSAGES.enterToChat)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('loads older messages when scrolled to the top, and with the button', async () => {
    const stored = Array.from({ length: 23 }, (_, i) => makeChatMessage(`message ${i}`));
    const fetchMock = mockChatPage(stored);
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    await waitFor(() => expect(messageTexts(dialog)).toHaveLength(10));
    expect(messageTexts(dialog)[0]).toBe('message 13');

    const log = within(dialog).getByRole('log', { name: 'Chat messages' });
    await act(async () => {
      log.scrollTop = 0;
      log.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(messageTexts(dialog)).toHaveLength(20));
    expect(messageTexts(dialog)[0]).toBe('message 3');
    const offsets = callsTo(fetchMock, 'GET', CHAT).map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('offset'),
    );
    expect(offsets).toContain('10');

    await user.click(within(dialog).getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(messageTexts(dialog)).toHaveLength(23));
    expect(messageTexts(dialog)[0]).toBe('message 0');
    expect(within(dialog).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('is not there when chat is disabled, nor for a visitor', async () => {
    installFakeEventSource();
    mockContestApi({ contest: makeContest({ chatEnabled: false }), myPlayers: entered });
    const view = renderApp(PAGE, { account: testAccount });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /contest chat/ })).not.toBeInTheDocument();
    view.unmount();

    mockChatPage([]);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /contest chat/ })).not.toBeInTheDocument();
  });

  it('refreshes every 5 seconds', () => {
    expect(getChatMessagesQueryOptions(SLUG).refetchInterval).toBe(CHAT_REFRESH_MS);
  });
});

describe('contest chat for an administrator', () => {
  const admin = { ...testAccount, isAdministrator: true };

  it('deletes a message after confirmation, and Cancel keeps it', async () => {
    const stored = [makeChatMessage('Keep me'), makeChatMessage('Rude words')];
    const fetchMock = mockChatPage(stored, {
      myPlayers: [],
      extra: {
        [`DELETE /api/chat/messages/${stored[1]!.messageId}`]: () => {
          stored.splice(1, 1);
          return jsonResponse(null, 204);
        },
      },
    });
    const { user } = renderApp(PAGE, { account: admin });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    // Administrators write without an entry.
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await within(dialog).findByText('Rude words');

    const deleteButtons = within(dialog).getAllByRole('button', { name: 'Delete message from Bea B.' });
    await user.click(deleteButtons[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(confirm).toHaveTextContent(CHAT_MESSAGES.deleteConfirmation);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Message' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', `/api/chat/messages/${stored[1]!.messageId}`)).toHaveLength(0);

    await user.click(within(dialog).getAllByRole('button', { name: 'Delete message from Bea B.' })[1]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Message' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(messageTexts(dialog)).toEqual(['Keep me']));
  });

  it('shows a failed deletion in the dialog', async () => {
    const stored = [makeChatMessage('Stays')];
    mockChatPage(stored, {
      extra: {
        [`DELETE /api/chat/messages/${stored[0]!.messageId}`]: () => apiError(404, 'Message not found.'),
      },
    });
    const { user } = renderApp(PAGE, { account: admin });
    await user.click(await openChatButton());
    const dialog = await chatDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Delete message from Bea B.' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Message not found.');
  });
});

describe('contest chat on a wide screen', () => {
  it('is a panel, open at first; folded away it counts unread messages', async () => {
    pretendWideScreen();
    mockChatPage([makeChatMessage('Hi from the panel')]);
    const { user } = renderApp(PAGE, { account: testAccount });
    const panel = await screen.findByRole('region', { name: 'Contest Chat' });
    expect(await within(panel).findByText('Hi from the panel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open contest chat/ })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Hide contest chat' }));
    await waitFor(() => expect(within(panel).queryByRole('log')).not.toBeInTheDocument());
    expect(tracked('chat_opened')).toEqual([]);
    await act(async () =>
      FakeEventSource.current().emit({
        type: CONTEST_EVENT_TYPES.chatMessage,
        contestId: 11,
        message: makeChatMessage('While folded'),
      }),
    );
    const show = await within(panel).findByRole('button', { name: 'Show contest chat, 1 unread' });
    await user.click(show);
    expect(await within(panel).findByText('While folded')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hide contest chat' })).toBeInTheDocument();
    expect(tracked('chat_opened')).toContainEqual({ contest: SLUG });
  });
});
