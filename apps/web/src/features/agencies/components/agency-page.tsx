import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { useAgency } from '../api/get-agency';
import { ProfileListings } from './profile-listings';
import { Fact, PhoneLink, ProfileBreadcrumbs, ProfileSkeleton } from './profile-parts';

/**
 * An agency's public page (CONTRACT.md section 14): logo, name, contact, website, its agents
 * (each a link to their page) and its listings. Server-rendered; an unknown agency is the
 * "Page not found" (the server answers it with status 404).
 */
export function AgencyPage() {
  const { id = '' } = useParams();
  const { _ } = useLingui();
  const { data: agency, isPending, isError, error, refetch } = useAgency(id);
  useDocumentTitle(agency?.name ?? _('agents.agencyHeading'));

  if (isError && isApiError(error, 404)) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-8">
      <ProfileBreadcrumbs current={agency?.name ?? _('agents.agencyHeading')} />
      {isPending ? (
        <ProfileSkeleton />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {agency.logo && (
              <img
                src={agency.logo}
                alt={_('agents.agencyLogo', { name: agency.name })}
                className="rounded-box border-base-300 size-24 border bg-white object-contain p-2 sm:size-32"
              />
            )}
            <div className="flex flex-col gap-1">
              <p className="text-base-content/80 text-sm">{_('agents.agencyNotes')}</p>
              <h1 className="text-3xl font-bold sm:text-4xl">{agency.name}</h1>
              <p className="text-base-content/80">
                {_('agents.listingsCount', { count: agency.listings_count })}
              </p>
            </div>
          </header>
          {(agency.address || agency.phone || agency.email || agency.website) && (
            <section aria-labelledby="agency-contact" className="flex flex-col gap-3">
              <h2 id="agency-contact" className="text-2xl font-bold">
                {_('agents.contact')}
              </h2>
              <dl className="rounded-box border-base-300 bg-base-100 grid gap-4 border p-5 sm:grid-cols-2">
                {agency.address && (
                  <Fact name={_('agents.address')}>
                    <address className="not-italic">{agency.address}</address>
                  </Fact>
                )}
                {agency.phone && (
                  <Fact name={_('agents.phone')}>
                    <PhoneLink phone={agency.phone} />
                  </Fact>
                )}
                {agency.email && (
                  <Fact name={_('agents.email')}>
                    <a href={`mailto:${agency.email}`} className="link link-primary" dir="ltr">
                      {agency.email}
                    </a>
                  </Fact>
                )}
                {agency.website && (
                  <Fact name={_('agents.website')}>
                    <a
                      href={agency.website}
                      className="link link-primary"
                      dir="ltr"
                      rel="noopener noreferrer external"
                    >
                      {agency.website.replace(/^https:\/\//, '')}
                    </a>
                  </Fact>
                )}
              </dl>
            </section>
          )}
          <section aria-labelledby="agency-agents" className="flex flex-col gap-3">
            <h2 id="agency-agents" className="text-2xl font-bold">
              {_('agents.agentsHeading')}
            </h2>
            {agency.agents.length === 0 ? (
              <EmptyState title={_('agents.noAgents')} />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {agency.agents.map((agent) => (
                  <li key={agent._id}>
                    <Link
                      to={`/agents/${agent._id}`}
                      className="rounded-box border-base-300 bg-base-100 hover:bg-base-200 flex items-center gap-3 border p-3"
                    >
                      <span aria-hidden="true">
                        <Avatar name={agent.name} photoURL={agent.image} className="size-12" />
                      </span>
                      <span className="font-semibold">{agent.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ProfileListings owner={{ kind: 'agencies', id }} />
        </>
      )}
    </div>
  );
}
