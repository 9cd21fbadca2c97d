import type { ReactNode } from 'react';
import { SiteBreadcrumbs } from '../../../components/ui/site-breadcrumbs';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLingui } from '../../../lib/i18n';

/** The page's loading state: where the profile and its listings will be. */
export function ProfileSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{_('agents.loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** Home › All Property › the page's name. */
export function ProfileBreadcrumbs({ current }: { current: string }) {
  const { _ } = useLingui();
  return <SiteBreadcrumbs label={_('agents.breadcrumb')} current={current} />;
}

/** One fact of a profile: its name, then its value (a description list's pair). */
export function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-base-content/80 text-sm">{name}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A phone number as a link that calls it; written left to right in a right-to-left page. */
export function PhoneLink({ phone }: { phone: string }) {
  const { _ } = useLingui();
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="link link-primary"
      dir="ltr"
      aria-label={_('agents.call', { phone })}
    >
      {phone}
    </a>
  );
}
