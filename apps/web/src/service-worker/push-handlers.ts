/// <reference lib="webworker" />

/** What the server sends in a push (the API's alert payload): shown as a notification that opens `url`. */
export interface PushAlert {
  title: string;
  body: string;
  url: string;
}

/** The brand's icon as the host's manifest names it (each brand has its own); the first brand's when unreadable. */
async function brandIcon(): Promise<string> {
  try {
    const manifest: unknown = await (await fetch('/manifest.webmanifest')).json();
    const icons = (manifest as { icons?: { src?: unknown; purpose?: unknown }[] }).icons ?? [];
    const icon = icons.find((candidate) => candidate.purpose === 'any' && typeof candidate.src === 'string');
    if (icon) return String(icon.src);
  } catch {
    // Offline or no manifest: the default icon.
  }
  return '/icons/thoroughbred-192.png';
}

function readAlert(data: PushMessageData | null): PushAlert | null {
  try {
    const alert: unknown = data?.json();
    if (typeof alert !== 'object' || alert === null) return null;
    const { title, body, url } = alert as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return { title, body, url: typeof url === 'string' ? url : '/' };
  } catch {
    return null;
  }
}

/** Shows an alert pushed by the server; a message that is not one still shows, as the browser requires. */
export async function showPushNotification(
  registration: ServiceWorkerRegistration,
  data: PushMessageData | null,
) {
  const alert = readAlert(data) ?? { title: 'Contest update', body: '', url: '/' };
  const icon = await brandIcon();
  await registration.showNotification(alert.title, { body: alert.body, icon, data: { url: alert.url } });
}

/** A same-site address only: an alert never opens another site. */
function alertUrl(origin: string, data: unknown): string {
  const raw = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  try {
    const url = new URL(typeof raw === 'string' ? raw : '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Clicking an alert focuses a window of the site on the alert's page (the contest at that race), or opens one. */
export async function handleNotificationClick(clients: Clients, origin: string, data: unknown) {
  const url = alertUrl(origin, data);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const atPage = windows.find((client) => client.url === url);
  if (atPage) {
    await atPage.focus();
    return;
  }
  // A window this worker controls can be sent to the page; any other is left as it is and a new one opened.
  const controlled = windows.find((client) => client.url.startsWith(origin));
  const moved = controlled ? await controlled.navigate(url).catch(() => null) : null;
  if (moved) await moved.focus();
  else await clients.openWindow(url);
}
