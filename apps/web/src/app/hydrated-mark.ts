import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page the server rendered (`<html data-hydrated>`). Until then
 * its buttons show but a tap on them does nothing; the browser stories wait for the mark before they act, as a
 * person would tap again.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
