import { SectionCard, type SectionCardProps } from '@/components/layouts/section-card';

/** A titled card of an admin page (Race Information, Runners, Results, Danger Zone...). */
export function AdminSection(props: SectionCardProps) {
  return <SectionCard {...props} />;
}
