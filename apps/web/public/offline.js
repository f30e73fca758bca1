// The offline page (offline.html): Retry asks for the page again, as does coming back online.
document.getElementById('retry').addEventListener('click', () => window.location.reload());
window.addEventListener('online', () => window.location.reload());
