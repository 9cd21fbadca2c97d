import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { useAgent } from '../../../lib/agent-profile';
import { AgentReviews } from './agent-reviews';
import { ProfileListings } from './profile-listings';
import { Fact, PhoneLink, ProfileBreadcrumbs, ProfileSkeleton } from './profile-parts';
import { RatingStars } from '../../../components/ui/rating-stars';

/** A language's name in the page's language ("Spanish", "espagnol"), from its locale code. */
function languageNames(codes: readonly string[]): string {
  const names = new Intl.DisplayNames([intlLocale()], { type: 'language' });
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' });
  return list.format(codes.map((code) => names.of(code) ?? code));
}

/**
 * An agent's public page (CONTRACT.md section 14): photo, name, agency, bio, phone, languages,
 * figures and rating, then the agent's listings and reviews. Server-rendered; an unknown agent
 * is the "Page not found" (the server answers it with status 404).
 */
export function AgentPage() {
  const { id = '' } = useParams();
  const { _ } = useLingui();
  const { data: agent, isPending, isError, error, refetch } = useAgent(id);
  useDocumentTitle(agent?.name ?? _('agents.agentOf'));

  if (isError && isApiError(error, 404)) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-8">
      <ProfileBreadcrumbs current={agent?.name ?? _('agents.agentOf')} />
      {isPending ? (
        <ProfileSkeleton />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {agent.image ? (
              <img
                src={agent.image}
                alt={_('agents.photoOf', { name: agent.name })}
                className="size-24 rounded-full object-cover sm:size-32"
              />
            ) : (
              <span aria-hidden="true">
                <Avatar name={agent.name} photoURL={null} className="size-24 sm:size-32" />
              </span>
            )}
            <div className="flex flex-col gap-2">
              <p className="text-base-content/80 text-sm">{_('agents.agentOf')}</p>
              <h1 className="text-3xl font-bold sm:text-4xl">{agent.name}</h1>
              {agent.agency && (
                <p>
                  <Link to={`/agencies/${agent.agency._id}`} className="link link-primary">
                    {_('agents.worksAt', { agency: agent.agency.name })}
                  </Link>
                </p>
              )}
              <RatingStars rating={agent.rating} count={agent.reviews_count} />
            </div>
          </header>
          <ul className="flex flex-wrap gap-2">
            <li className="badge badge-lg badge-outline">
              {_('agents.listingsCount', { count: agent.listings_count })}
            </li>
            <li className="badge badge-lg badge-outline">
              {_('agents.soldLastYear', { count: agent.sold_last_12_months })}
            </li>
          </ul>
          {(agent.phone || agent.languages.length > 0) && (
            <dl className="rounded-box border-base-300 bg-base-100 grid gap-4 border p-5 sm:grid-cols-2">
              {agent.phone && (
                <Fact name={_('agents.phone')}>
                  <PhoneLink phone={agent.phone} />
                </Fact>
              )}
              {agent.languages.length > 0 && (
                <Fact name={_('agents.languages')}>{languageNames(agent.languages)}</Fact>
              )}
            </dl>
          )}
          {agent.bio && (
            <section aria-labelledby="agent-about" className="flex flex-col gap-3">
              <h2 id="agent-about" className="text-2xl font-bold">
                {_('agents.about', { name: agent.name })}
              </h2>
              {/* Plain text with its line breaks, never HTML. */}
              <p dir="auto" className="max-w-prose leading-relaxed whitespace-pre-line">
                {agent.bio}
              </p>
            </section>
          )}
          <ProfileListings owner={{ kind: 'agents', id }} />
          <AgentReviews agentId={id} agentName={agent.name} />
        </>
      )}
    </div>
  );
}
