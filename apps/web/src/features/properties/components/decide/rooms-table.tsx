import type { Property } from '@elite/shared';
import { roomArea, type Room } from '@elite/shared/listing-decision-values';
import type { AreaUnit } from '@elite/shared/listing-labels';
import { roomTypeLabel } from '../../../../lib/decision-labels';
import { intlLocale, useLingui } from '../../../../lib/i18n';
import { formatArea, useAreaUnit } from '../listing-facts';

const length = (value: number) => value.toLocaleString(intlLocale(), { maximumFractionDigits: 2 });

/** `5.2 × 4 m`, `17 × 13 ft`: a room's sides in the unit of the site's area unit. */
function sizeText(room: Room, unit: AreaUnit, _: ReturnType<typeof useLingui>['_']) {
  return _('decide.roomSize', {
    length: length(room.length),
    width: length(room.width),
    unit: unit === 'm2' ? _('decide.unitMetres') : _('decide.unitFeet'),
  });
}

const levelText = (level: Room['level']) =>
  typeof level === 'number' ? level.toLocaleString(intlLocale()) : (level ?? '');

/**
 * The rooms as a table (CONTRACT.md section 13): each room's type and name, its size and area
 * in the site's unit (sides in metres or feet as AREA_UNIT says), its level when any room has
 * one; nothing when no room is known.
 */
export function RoomsTable({ rooms }: { rooms: Property['rooms'] }) {
  const { _ } = useLingui();
  const unit = useAreaUnit();
  if (!rooms || rooms.length === 0) return null;
  const levels = rooms.some((room) => room.level !== null);
  return (
    <section aria-labelledby="listing-rooms" className="flex flex-col gap-3">
      <h2 id="listing-rooms" className="text-xl font-bold">
        {_('decide.roomsHeading')}
      </h2>
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{_('decide.room')}</th>
              {levels && <th scope="col">{_('decide.level')}</th>}
              <th scope="col">{_('decide.size')}</th>
              <th scope="col">{_('decide.area')}</th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room, index) => (
              <tr key={index}>
                <th scope="row" className="font-normal">
                  <span className="block font-semibold">{roomTypeLabel(room.type)}</span>
                  {/* A name that only repeats the type ("Living room") is said once. */}
                  {room.name &&
                    room.name.trim().toLocaleLowerCase() !==
                      roomTypeLabel(room.type).toLocaleLowerCase() && (
                      <span dir="auto" className="text-base-content/80 block text-sm">
                        {room.name}
                      </span>
                    )}
                </th>
                {levels && <td>{levelText(room.level)}</td>}
                <td className="whitespace-nowrap tabular-nums">{sizeText(room, unit, _)}</td>
                <td className="whitespace-nowrap tabular-nums">
                  {formatArea(roomArea(room), unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
