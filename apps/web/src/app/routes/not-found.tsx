import { NotFoundPage } from '@/components/errors/not-found-page';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
