// After the framework file's task (app/framework-evaluated.ts), React, React DOM and the router evaluate in a task of
// their own; the app's own modules after the break below.
import '@/app/framework-evaluated';
import 'react';
import 'react-dom/client';
import 'react-router';

/**
 * Ends the task evaluating React DOM here (decision 045): the modules imported after this one evaluate in a later
 * task, so a phone's first load runs three tasks of a third to a half the length instead of one long one. The files
 * are all modulepreloaded, so nothing waits on the network for it.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));
