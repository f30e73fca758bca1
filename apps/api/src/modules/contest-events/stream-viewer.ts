import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionAccount } from '../../app-context';
import { sessionCookieToken } from '../../lib/session-cookie';
import { findSignedInSession } from '../accounts/session-service';

/** A signed-in viewer of a stream: the account and the session the stream was opened with. */
export interface StreamViewer {
  account: SessionAccount;
  sessionId: number;
}

/**
 * Who is watching an event stream. A browser's EventSource cannot send an Authorization header, so this one
 * read-only GET also accepts the session cookie the web app keeps (SameSite=Strict: never sent cross-site).
 */
export async function streamViewer(ctx: AppContext, request: FastifyRequest): Promise<StreamViewer | null> {
  if (request.account && request.sessionId !== null) {
    return { account: request.account, sessionId: request.sessionId };
  }
  const token = sessionCookieToken(request.headers.cookie);
  if (!token) return null;
  const session = await findSignedInSession(ctx, token);
  return session ? { account: session.account, sessionId: session.sessionId } : null;
}

/**
 * Route hook of a stream only some signed-in viewers may open: the session cookie stands for the bearer token, so
 * the guards that follow (`administrator`) read its account as `request.account`.
 */
export async function sessionFromCookie(request: FastifyRequest): Promise<void> {
  if (request.account) return;
  const viewer = await streamViewer(request.server.ctx, request);
  if (!viewer) return;
  request.account = viewer.account;
  request.sessionId = viewer.sessionId;
}
