import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { conversationMessages, type Viewing, type ViewingStatus } from '@elite/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { downloadCalendar } from '../api/download-calendar';
import { moveViewingKey, useMoveViewing, type MoveViewing } from '../api/move-viewing';
import { useRequestViewing } from '../api/request-viewing';
import { viewingText } from '../lib/texts';
import { formatViewingTime } from './viewing-time';

const statusStyles: Record<ViewingStatus, string> = {
  requested: 'badge-warning',
  confirmed: 'badge-success',
  declined: 'badge-error',
  cancelled: 'badge-neutral',
};

/** The states' names, by a map of literal keys. */
const statusKeys: Record<ViewingStatus, string> = {
  requested: 'viewings.statusRequested',
  confirmed: 'viewings.statusConfirmed',
  declined: 'viewings.statusDeclined',
  cancelled: 'viewings.statusCancelled',
};

const moveToasts = {
  confirmed: conversationMessages.viewingConfirmed,
  declined: conversationMessages.viewingDeclined,
  cancelled: conversationMessages.viewingCancelled,
} as const;

/** The buttons each side has: the agent answers a request; the buyer may cancel until it is past. */
export function viewingMoves(viewing: Viewing): MoveViewing['status'][] {
  if (!viewing.i_am_buyer) return viewing.status === 'requested' ? ['confirmed', 'declined'] : [];
  return viewing.status === 'requested' || viewing.status === 'confirmed' ? ['cancelled'] : [];
}

const moveLabels = {
  confirmed: 'viewings.confirm',
  declined: 'viewings.decline',
  cancelled: 'viewings.cancelViewing',
};
const moveStyles = {
  confirmed: 'btn-success',
  declined: 'btn-error btn-outline',
  cancelled: 'btn-error btn-outline',
};

function CalendarButton({ viewing }: { viewing: Viewing }) {
  const { _ } = useLingui();
  const [pending, setPending] = useState(false);
  const download = () => {
    setPending(true);
    downloadCalendar(viewing._id)
      .catch((error: unknown) => toast.error(viewingText(errorMessage(error))))
      .finally(() => setPending(false));
  };
  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={pending} onClick={download}>
      {pending && <Spinner size="xs" />}
      {_('viewings.addToCalendar')}
    </button>
  );
}

/** One viewing: the listing, the time in the visitor's zone, its state, the note and the actions. */
export function ViewingCard({ viewing }: { viewing: Viewing }) {
  const { _ } = useLingui();
  const move = useMoveViewing();
  const pending = usePendingVariables<MoveViewing>(moveViewingKey).some(
    (variables) => variables.id === viewing._id,
  );
  const request = useRequestViewing();
  // A cancel is undone by asking for the same time again, with the same note: the agent, told of
  // the cancel, is asked again (a confirmed viewing waits for their answer once more).
  const requestAgain = () =>
    request.mutate(
      { property_id: viewing.property_id, start: viewing.start, note: viewing.note || undefined },
      {
        onSuccess: () => toast.success(viewingText(conversationMessages.viewingRequested)),
        onError: (error) => toast.error(viewingText(errorMessage(error))),
      },
    );
  const moved = (status: MoveViewing['status']) => {
    if (status !== 'cancelled') {
      toast.success(viewingText(moveToasts[status]));
      return;
    }
    toast.success(({ closeToast }) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {viewingText(moveToasts.cancelled)}
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => {
            closeToast();
            requestAgain();
          }}
        >
          {_('viewings.undo')}
          <span className="sr-only">
            {' '}
            {_('viewings.undoCancelOf', { title: viewing.property_title })}
          </span>
        </button>
      </span>
    ));
  };
  const act = (status: MoveViewing['status']) =>
    move.mutate(
      { id: viewing._id, status },
      {
        onSuccess: () => moved(status),
        onError: (error) => toast.error(viewingText(errorMessage(error))),
      },
    );
  const live = viewing.status === 'requested' || viewing.status === 'confirmed';

  return (
    <li className="card border-base-300 bg-base-100 border shadow-sm">
      <div className="card-body gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-bold">
            <Link
              to={`/property/${encodeURIComponent(viewing.property_id)}`}
              className="link link-hover"
            >
              {viewing.property_title}
            </Link>
          </h2>
          <span className={`badge ${statusStyles[viewing.status]} font-semibold capitalize`}>
            {_(statusKeys[viewing.status])}
          </span>
        </div>
        <p className="font-semibold">
          <time dateTime={viewing.start}>{formatViewingTime(viewing.start)}</time>
        </p>
        <p className="text-base-content/80 text-sm">
          {viewing.i_am_buyer ? (
            <>{_('viewings.agent', { name: viewing.agent_name })}</>
          ) : (
            <>
              {_('viewings.buyer', { name: viewing.buyer_name })}{' '}
              <a href={`mailto:${viewing.buyer_email}`} className="link">
                {viewing.buyer_email}
              </a>
            </>
          )}
        </p>
        {viewing.note && (
          <p
            dir="auto"
            className="border-base-300 border-s-4 ps-3 text-sm break-words whitespace-pre-wrap"
          >
            {viewing.note}
          </p>
        )}
        <div className="card-actions mt-1 flex-wrap">
          {viewingMoves(viewing).map((status) => (
            <button
              key={status}
              type="button"
              className={`btn btn-sm ${moveStyles[status]}`}
              disabled={pending}
              onClick={() => act(status)}
            >
              {_(moveLabels[status])}
            </button>
          ))}
          {live && <CalendarButton viewing={viewing} />}
        </div>
      </div>
    </li>
  );
}
