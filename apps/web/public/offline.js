// The offline page (offline.html): Retry asks for the page again, as does coming back online. The browser's 'online'
// event can come before its connection (or the service worker's) carries requests, and it never comes behind a
// connection that is up but reaches nothing, so the page also checks every few seconds while it is shown, and
// opens the page as soon as the server answers.
const CHECK_EVERY_MS = 5000;
const openPage = () => window.location.reload();

document.getElementById('retry').addEventListener('click', openPage);
window.addEventListener('online', openPage);
setInterval(async () => {
  if (document.visibilityState !== 'visible') return;
  try {
    const response = await fetch(window.location.href, { cache: 'no-store' });
    if (response.ok) openPage();
  } catch {
    // Still offline.
  }
}, CHECK_EVERY_MS);
