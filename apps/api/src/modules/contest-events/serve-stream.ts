import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import type { EventStream } from './event-stream';
import { OpenStreams } from './open-streams';

const ofApps = new WeakMap<AppContext, OpenStreams>();

/**
 * The live-event streams open on this instance, the contest pages' and the race-day board's alike: one count per IP
 * and session (a browser holds at most 6 connections to a host, whatever they stream), ended with the session that
 * opened them and at shutdown. The first route plugin to ask sets it up, on its own instance.
 */
export function openStreamsOf(app: FastifyInstance): OpenStreams {
  const existing = ofApps.get(app.ctx);
  if (existing) return existing;
  const open = new OpenStreams(app.ctx.eventStream);
  ofApps.set(app.ctx, open);
  // Ending a session (logout, a lock, a password reset, on any instance) closes the streams it opened.
  const stopHearing = app.ctx.events.onSessionsEnded((ended) => open.closeSessions(ended));
  // The link to the other instances lost: their events no longer arrive, so the browsers reconnect and catch up
  // (streams opened meanwhile are served from this instance's events). Back: the streams opened meanwhile missed the
  // other instances' events, and sessions ended elsewhere, so they too reconnect, checked again (decision 057).
  const stopWatchingLink = app.ctx.events.onLinkChange((up) => open.endAll(up ? 'link-back' : 'link-lost'));
  // Before the server waits for requests to finish: a stream would otherwise hold shutdown open for ever.
  app.addHook('preClose', async () => {
    stopHearing();
    stopWatchingLink();
    open.endAll('shutdown');
  });
  return open;
}

/** Answers with the stream as Server-Sent Events, dropped when the client goes. */
export function sendEventStream(reply: FastifyReply, stream: EventStream) {
  reply.raw.on('close', () => stream.destroy());
  const { streamsCut } = reply.server.ctx.metrics;
  stream.onClose(() => {
    if (stream.cutBy) streamsCut.inc({ reason: stream.cutBy });
  });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream.body);
}
