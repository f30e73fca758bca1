import { useEffect } from 'react';
import { useSite } from './site';

function formatDocumentTitle(productName: string, title?: string): string {
  return title ? `${productName}: ${title}` : productName;
}

/** Sets the document title, prefixed with the product name: 'Contest Jockey: Upcoming'. */
export function useDocumentTitle(title?: string): void {
  const { productName } = useSite();
  useEffect(() => {
    document.title = formatDocumentTitle(productName, title);
  }, [productName, title]);
}
