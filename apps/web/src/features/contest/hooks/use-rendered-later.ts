import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true in a low-priority update once that render has committed: the parts it
 * guards render and commit after the rest, in a render React can interrupt (decision 041). A phone's first load
 * then commits what the first screen shows first and the rest just after, two shorter tasks in place of one long
 * one (a commit cannot yield). A part shown later must come after everything on the first screen (the end of a
 * list or page), so that its arrival moves nothing in view.
 */
export function useRenderedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    startTransition(() => setLater(true));
  }, []);
  return later;
}
