// React, React DOM and the router evaluate before the break, the app's own modules after it.
import 'react';
import 'react-dom/client';
import 'react-router';

/**
 * Ends the task evaluating the entry's modules here (decision 045): the modules imported after this one evaluate in
 * a later task, so a phone's first load runs two tasks of about half the length instead of one long one. The files
 * are all modulepreloaded, so nothing waits on the network for it.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));
