import { Link, useLocation } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { OpenHouse } from '@elite/shared/open-houses';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { i18n, useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';
import { useAttendOpenHouse } from '../api/attend-open-house';
import { openHouseTimeId } from './open-house-item';

interface AttendButtonsProps {
  propertyId: string;
  openHouse: OpenHouse;
  signedIn: boolean;
}

/**
 * "I'll come" (signed out: to the sign-in, then back to this page); once said, "You're coming"
 * with "Can't come" to undo it.
 */
export function AttendButtons({ propertyId, openHouse, signedIn }: AttendButtonsProps) {
  const { _ } = useLingui();
  const location = useLocation();
  const attend = useAttendOpenHouse();
  const timeId = openHouseTimeId(openHouse._id);

  if (!signedIn) {
    const back: ReturnState = { from: location };
    return (
      <Link to="/login" state={back} className="btn btn-primary btn-sm" aria-describedby={timeId}>
        {_('open-houses.attend')}
      </Link>
    );
  }

  const change = (attending: boolean) =>
    attend.mutate(
      { propertyId, id: openHouse._id, attending },
      {
        onSuccess: () =>
          toast.success(
            attending ? i18n._('open-houses.attendSaved') : i18n._('open-houses.attendCancelled'),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  if (openHouse.attending) {
    return (
      <>
        <span className="badge badge-success gap-1 font-semibold">
          <span aria-hidden="true">✓</span>
          {_('open-houses.coming')}
        </span>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-describedby={timeId}
          disabled={attend.isPending}
          onClick={() => change(false)}
        >
          {attend.isPending && <Spinner size="sm" />}
          {_('open-houses.cantCome')}
        </button>
      </>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      aria-describedby={timeId}
      disabled={attend.isPending}
      onClick={() => change(true)}
    >
      {attend.isPending && <Spinner size="sm" />}
      {_('open-houses.attend')}
    </button>
  );
}
