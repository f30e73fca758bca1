import { data } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';

/** A path no page has: the page says so, and the server answers it with a 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
