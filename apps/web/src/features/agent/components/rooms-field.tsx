import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import {
  MAX_LISTING_ROOMS,
  MAX_ROOM_LEVEL,
  ROOM_TYPES,
} from '@elite/shared/listing-decision-values';
import type { AreaUnit } from '@elite/shared/listing-labels';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { roomTypeLabel } from '../../../lib/decision-labels';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { NEW_ROOM, asLevel, type RoomField } from './decision-values';
import { asNumber, asText, fieldError, sayRule } from './property-form-schema';
import type { PropertyFormInput } from './property-form-schema';

const SIDE_UNIT_KEYS: Record<AreaUnit, string> = {
  sqft: 'decide-form.unitFeet',
  m2: 'decide-form.unitMetres',
};

/** The names of a room's fields in the errors ("Length must be greater than 0"). */
const ROOM_FIELD_NAMES: Record<RoomField, string> = {
  type: 'decide-form.roomType',
  name: 'decide-form.roomName',
  length: 'decide-form.roomLengthName',
  width: 'decide-form.roomWidthName',
  level: 'decide-form.roomLevel',
};

/**
 * A room's field's error in the page's locale: the shared rules say `rooms length must be ...`;
 * a server's text in another language is shown as it comes.
 */
function roomError(field: RoomField, error: FieldError | undefined) {
  const message = error?.message;
  if (!message) return undefined;
  const name = i18n._(ROOM_FIELD_NAMES[field]);
  // A side left empty: zod's own text about the null the empty field reads as.
  if (message.startsWith('Invalid input')) return sayRule(name, 'must be a number');
  const prefix = `rooms ${field} `;
  if (!message.startsWith(prefix)) return translateShared(message);
  const rest = message.slice(prefix.length);
  if (field === 'level' && rest.startsWith('must be a whole number or')) {
    return i18n._('decide-form.ruleLevel', { field: name, max: MAX_ROOM_LEVEL });
  }
  return sayRule(name, rest);
}

/**
 * The rooms (CONTRACT.md section 13): a list to add to and remove from, at most
 * MAX_LISTING_ROOMS, each a type, a name, its sides in the site's unit (feet where areas are in
 * square feet, else metres) and its floor.
 */
export function RoomsField() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rooms' });
  const { _ } = useLingui();
  const addButton = useRef<HTMLButtonElement>(null);
  const unit = i18n._(SIDE_UNIT_KEYS[usePublicConfig().data?.areaUnit ?? 'sqft']);
  const full = fields.length >= MAX_LISTING_ROOMS;
  const listError = fieldError('rooms', errors.rooms?.message ?? errors.rooms?.root?.message);
  const fullId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base-content/80 text-sm">
        {_('decide-form.roomsHint', { unit, max: MAX_LISTING_ROOMS })}
      </p>
      {fields.length === 0 ? (
        <p className="text-sm">{_('decide-form.noRooms')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((room, index) => {
            const n = index + 1;
            const roomErrors = errors.rooms?.[index];
            const errorOf = (field: RoomField) => roomError(field, roomErrors?.[field]);
            const typeId = `room-${room.id}-type`;
            const typeError = errorOf('type');
            return (
              <li key={room.id}>
                <fieldset className="border-base-300 rounded-box min-w-0 border p-3">
                  <legend className="px-1 text-sm font-semibold">
                    {_('decide-form.room', { n })}
                  </legend>
                  <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-5">
                    <div className="fieldset w-full py-1">
                      <label htmlFor={typeId} className="fieldset-legend pb-1 text-sm font-medium">
                        {_('decide-form.roomType')}
                      </label>
                      <select
                        id={typeId}
                        className={`select w-full ${typeError ? 'select-error' : ''}`}
                        aria-invalid={typeError ? true : undefined}
                        aria-describedby={fieldNoteId(typeId, { error: typeError })}
                        {...register(`rooms.${index}.type`)}
                      >
                        {ROOM_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {roomTypeLabel(type)}
                          </option>
                        ))}
                      </select>
                      <FieldNote inputId={typeId} error={typeError} />
                    </div>
                    <TextField
                      label={_('decide-form.roomName')}
                      autoComplete="off"
                      error={errorOf('name')}
                      {...register(`rooms.${index}.name`, { setValueAs: asText })}
                    />
                    <TextField
                      label={_('decide-form.roomLength', { unit })}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      error={errorOf('length')}
                      {...register(`rooms.${index}.length`, { setValueAs: asNumber })}
                    />
                    <TextField
                      label={_('decide-form.roomWidth', { unit })}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      error={errorOf('width')}
                      {...register(`rooms.${index}.width`, { setValueAs: asNumber })}
                    />
                    <TextField
                      label={_('decide-form.roomLevel')}
                      autoComplete="off"
                      error={errorOf('level')}
                      {...register(`rooms.${index}.level`, { setValueAs: asLevel })}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm mt-1"
                    onClick={() => {
                      remove(index);
                      addButton.current?.focus();
                    }}
                  >
                    {_('decide-form.removeRoom', { n })}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button
          ref={addButton}
          type="button"
          className="btn btn-outline btn-sm"
          aria-disabled={full || undefined}
          aria-describedby={full ? fullId : undefined}
          onClick={() => {
            if (!full) append({ ...NEW_ROOM });
          }}
        >
          {_('decide-form.addRoom')}
        </button>
        {full && (
          <p id={fullId} className="pt-1 text-sm">
            {_('decide-form.roomsFull', { max: MAX_LISTING_ROOMS })}
          </p>
        )}
      </div>
      {listError && <p className="text-error text-sm">{listError}</p>}
    </div>
  );
}
