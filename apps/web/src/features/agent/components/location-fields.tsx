import { Suspense, lazy, useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTypedPlace } from '../../../components/map/places';
import { TextField } from '../../../components/ui/text-field';
import { useLingui } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { FormGroup } from './facts-fields';
import { asNumber, fieldError } from './property-form-schema';
import type { PropertyFormInput } from './property-form-schema';
import type { LatLng } from './pin-map';

// Leaflet is downloaded only when the form is shown (docs/decisions/024).
const PinMap = lazy(() => import('./pin-map'));

/** Six decimals: about 10 cm, more than a pin needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Location on the map: the pin (click or drag) and its typed latitude and longitude, in sync. */
export function LocationFields() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  const hydrated = useHydrated();
  const [latitude, longitude, location] = useWatch({
    control,
    name: ['latitude', 'longitude', 'location'],
  });
  // The typed location, found in the offline gazetteer: where the map opens while no pin is set.
  const place = useTypedPlace(location);
  const focus = place ? { lat: place.latitude, lng: place.longitude } : null;
  const position =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? { lat: latitude, lng: longitude }
      : null;

  const placePin = useCallback(
    (next: LatLng | null) => {
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue('latitude', next ? round(next.lat) : null, options);
      // A pin dragged across the date line comes back as, say, 190: wrap it.
      setValue(
        'longitude',
        next ? round(((((next.lng + 180) % 360) + 360) % 360) - 180) : null,
        options,
      );
    },
    [setValue],
  );

  return (
    <FormGroup legend={_('agent.locationOnMap')}>
      <p className="text-base-content/70 text-sm">{_('agent.mapHelp')}</p>
      {hydrated && (
        <Suspense
          fallback={<div className="skeleton rounded-box h-72 w-full sm:h-80" aria-hidden="true" />}
        >
          <PinMap
            position={position}
            focus={focus}
            focusName={place?.name ?? null}
            onChange={placePin}
          />
        </Suspense>
      )}
      <div className="grid items-end gap-x-6 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          label={_('agent.latitude')}
          type="number"
          inputMode="decimal"
          min={-90}
          max={90}
          step="any"
          error={fieldError('latitude', errors.latitude?.message)}
          {...register('latitude', { setValueAs: asNumber })}
        />
        <TextField
          label={_('agent.longitude')}
          type="number"
          inputMode="decimal"
          min={-180}
          max={180}
          step="any"
          error={fieldError('longitude', errors.longitude?.message)}
          {...register('longitude', { setValueAs: asNumber })}
        />
        <button
          type="button"
          className="btn btn-outline mb-1"
          disabled={latitude == null && longitude == null}
          onClick={() => placePin(null)}
        >
          {_('agent.clearLocation')}
        </button>
      </div>
    </FormGroup>
  );
}
