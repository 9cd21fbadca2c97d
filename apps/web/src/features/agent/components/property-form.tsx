import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import {
  NO_LISTING_FACTS,
  currencyDigits,
  siteCurrency,
  type Property,
  type PropertyInput,
} from '@elite/shared';
import { ImageField, useImageUpload } from '../../../components/ui/image-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { DecisionFields } from './decision-fields';
import { decisionDefaults, roomOfMessage, sentDecision } from './decision-values';
import { DescriptionField, FactsFields, FormGroup } from './facts-fields';
import { GalleryUploader } from './gallery/gallery-uploader';
import { galleryPhotos, useGallery } from './gallery/use-gallery';
import { AddressFields, LanguageFields } from './listing-text-fields';
import { LocationFields } from './location-fields';
import { ListingTypeField, RentalFields } from './rental-fields';
import { rentalDefaults, sentRental } from './rental-values';
import { asText, fieldError, fieldOfMessage, propertyFormSchema } from './property-form-schema';
import type {
  PropertyFormField,
  PropertyFormInput,
  PropertyFormOutput,
} from './property-form-schema';

/**
 * The shared money texts are sentence ends ("must be a number"); give them their subject. An empty
 * price is required, not "expected number, received NaN".
 */
function priceError(label: string, message: string | undefined, value: unknown) {
  if (!message) return message;
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) {
    return i18n._('agent.priceRequired', { label });
  }
  // The currency's decimals (property-form-schema.ts).
  if (message === 'agent.priceWhole' || message === 'agent.priceDecimals') {
    const currency = siteCurrency();
    return i18n._(message, { label, currency, digits: currencyDigits(currency) });
  }
  return /^[a-z]/.test(message) ? `${label} ${message}` : translateShared(message);
}

/** The shared schema's texts for the title and location, built from the field's name there. */
const TEXT_ERRORS: Record<string, string> = {
  'Property title is required': 'agent.titleRequired',
  'Property title is at most 200 characters': 'agent.titleTooLong',
  'Location is required': 'agent.locationRequired',
  'Location is at most 200 characters': 'agent.locationTooLong',
};

/** A field's error in the page's locale. */
function formError(message: string | undefined) {
  if (!message) return message;
  const key = TEXT_ERRORS[message];
  return key ? i18n._(key) : translateShared(message);
}

interface PropertyFormProps {
  /** The signed-in agent, shown read-only: the server takes the owner from the sign-in. */
  agent: { name: string; email: string };
  /** The listing being updated, with its facts and gallery; none for a new one. */
  current?: Property;
  submitLabel: string;
  /** Saves the listing (its photos are uploaded already); a failure is shown as an error toast. */
  onSave: (input: PropertyInput) => Promise<void>;
}

// The form has every nullable fact but the floor plan, which is a file to upload.
const { floor_plan: _floorPlan, ...NO_FORM_FACTS } = NO_LISTING_FACTS;

const NO_FORM_ADDRESS = { street: '', postal_code: '', city: '', region: '', country: '' };

function defaultValues(current: Property | undefined): DefaultValues<PropertyFormInput> {
  if (!current) {
    return {
      property_title: '',
      location: '',
      ...NO_FORM_FACTS,
      ...NO_FORM_ADDRESS,
      ...rentalDefaults(undefined),
      ...decisionDefaults(undefined),
    };
  }
  return {
    property_title: current.property_title,
    location: current.location,
    price_range: current.price_range,
    property_type: current.property_type,
    bedrooms: current.bedrooms,
    bathrooms: current.bathrooms,
    living_area: current.living_area,
    lot_size: current.lot_size,
    year_built: current.year_built,
    description: current.description,
    latitude: current.latitude,
    longitude: current.longitude,
    tour_url: current.tour_url,
    street: current.street ?? '',
    postal_code: current.postal_code ?? '',
    city: current.city ?? '',
    region: current.region ?? '',
    country: current.country ?? '',
    language: current.language,
    translations: current.translations,
    ...rentalDefaults(current),
    ...decisionDefaults(current),
  };
}

/**
 * The listing's language and translations as sent: none where the site offers one locale (the
 * server keeps its default), and no translation into the listing's own language.
 */
function sentLanguages(
  { language, translations }: Pick<PropertyFormOutput, 'language' | 'translations'>,
  offered: readonly string[],
): Pick<PropertyInput, 'language' | 'translations'> {
  if (offered.length < 2) return {};
  const kept = Object.fromEntries(
    Object.entries(translations ?? {}).filter(
      ([locale]) => locale !== language && offered.includes(locale),
    ),
  );
  return { language, translations: kept };
}

/**
 * Add and Update Property: SPEC.md's title, location, image (the gallery's cover), minimum and
 * maximum price, then the optional facts of CONTRACT.md section 6, grouped.
 */
export function PropertyForm({ agent, current, submitLabel, onSave }: PropertyFormProps) {
  const gallery = useGallery(
    current
      ? current.photos.length > 0
        ? current.photos
        : [{ url: current.property_image, alt: '' }]
      : [],
  );
  // The gallery's error, with the photos it was about: once they change (added, uploaded,
  // removed), the error shown is the photos' own, so a fixed one goes away.
  const [galleryProblem, setGalleryProblem] = useState<{ error: string; items: unknown }>();
  const setGalleryError = (error: string | undefined) =>
    setGalleryProblem(error === undefined ? undefined : { error, items: gallery.items });
  const galleryNow = galleryPhotos(gallery.items);
  const galleryError =
    galleryProblem === undefined
      ? undefined
      : galleryProblem.items === gallery.items
        ? galleryProblem.error
        : 'error' in galleryNow
          ? galleryNow.error
          : undefined;
  const { _ } = useLingui();
  const offered = usePublicConfig().data?.locales ?? [];
  const [floorPlan, setFloorPlan] = useState(current?.floor_plan ?? null);
  const floorPlanUpload = useImageUpload();
  const form = useForm<PropertyFormInput, unknown, PropertyFormOutput>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: defaultValues(current),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // A rental's prices are its rent per month or week (CONTRACT.md section 12).
  const renting = useWatch({ control: form.control, name: 'listing_type' }) === 'rent';
  const week = useWatch({ control: form.control, name: 'rent_period' }) === 'week';
  const currency = siteCurrency();
  const minLabel = !renting
    ? _('agent.minPrice', { currency })
    : week
      ? _('rental.minRentWeek', { currency })
      : _('rental.minRentMonth', { currency });
  const maxLabel = !renting
    ? _('agent.maxPrice', { currency })
    : week
      ? _('rental.maxRentWeek', { currency })
      : _('rental.maxRentMonth', { currency });

  const checkGallery = () => {
    const result = galleryPhotos(gallery.items);
    setGalleryError('error' in result ? result.error : undefined);
    return result;
  };

  const onSubmit = handleSubmit(
    async ({ floor_plan_file, language, translations, ...formFields }) => {
      const fields = sentDecision(sentRental(formFields, current));
      const result = checkGallery();
      if ('error' in result) {
        document.getElementById('property-photos')?.focus();
        return;
      }
      let floorPlanUrl = floorPlan;
      if (floor_plan_file) {
        try {
          floorPlanUrl = await floorPlanUpload.upload(floor_plan_file);
        } catch (error) {
          const message = errorMessage(error);
          setError('floor_plan_file', { message }, { shouldFocus: true });
          toast.error(message);
          return;
        }
      }
      const [cover] = result.photos;
      if (!cover) return;
      try {
        await onSave({
          ...fields,
          ...sentLanguages({ language, translations }, offered),
          property_image: cover.url,
          photos: result.photos,
          floor_plan: floorPlanUrl,
        });
      } catch (error) {
        const message = errorMessage(error);
        toast.error(message);
        // A 400 names its field: show it there too (a room's, at that room's field).
        const room = roomOfMessage(message);
        if (room) {
          const path = `rooms.${room.index}.${room.field}` as const;
          return setError(path, { message: room.text }, { shouldFocus: true });
        }
        const named = fieldOfMessage(message);
        if (!named) return;
        if (['photos', 'property_image'].includes(named.field)) setGalleryError(named.text);
        else if (named.field === 'floor_plan') setError('floor_plan_file', { message: named.text });
        else
          setError(
            named.field as PropertyFormField,
            { message: named.text },
            { shouldFocus: true },
          );
      }
    },
    // Show the gallery's problem with the other fields' errors.
    () => void checkGallery(),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="border-base-300 bg-base-100 rounded-box flex max-w-4xl flex-col gap-4 border p-4 sm:p-6"
      >
        <FormGroup legend={_('agent.formBasics')}>
          <ListingTypeField />
          <div className="grid gap-x-6 sm:grid-cols-2">
            <TextField
              label={_('agent.agentName')}
              value={agent.name}
              readOnly
              className="bg-base-200"
            />
            <TextField
              label={_('agent.agentEmail')}
              type="email"
              value={agent.email}
              readOnly
              className="bg-base-200"
            />
            <TextField
              label={_('agent.propertyTitle')}
              required
              autoComplete="off"
              error={formError(errors.property_title?.message)}
              {...register('property_title')}
            />
            <TextField
              label={_('agent.location')}
              required
              autoComplete="off"
              error={formError(errors.location?.message)}
              {...register('location')}
            />
            <TextField
              label={minLabel}
              type="number"
              inputMode="decimal"
              min={0}
              step={10 ** -currencyDigits(siteCurrency())}
              required
              error={priceError(
                renting ? _('rental.minRentName') : _('agent.minPriceName'),
                errors.price_range?.min?.message,
                form.getValues('price_range.min'),
              )}
              {...register('price_range.min', { valueAsNumber: true })}
            />
            <TextField
              label={maxLabel}
              type="number"
              inputMode="decimal"
              min={0}
              step={10 ** -currencyDigits(siteCurrency())}
              required
              error={priceError(
                renting ? _('rental.maxRentName') : _('agent.maxPriceName'),
                errors.price_range?.max?.message,
                form.getValues('price_range.max'),
              )}
              {...register('price_range.max', { valueAsNumber: true })}
            />
          </div>
        </FormGroup>
        {renting && <RentalFields />}
        <FactsFields />
        <DecisionFields />
        <DescriptionField />
        {offered.length > 1 && <LanguageFields offered={offered} />}
        <FormGroup legend={_('agent.photos')}>
          <GalleryUploader gallery={gallery} error={galleryError} inputId="property-photos" />
        </FormGroup>
        <FormGroup legend={_('agent.floorPlanAndTour')}>
          <div className="grid gap-x-6 sm:grid-cols-2">
            <div>
              <ImageField
                label={_('agent.floorPlan')}
                currentImage={floorPlan}
                hint={floorPlan ? _('agent.floorPlanHint') : undefined}
                progress={floorPlanUpload.progress}
                error={errors.floor_plan_file?.message}
                {...register('floor_plan_file')}
              />
              {floorPlan && (
                <button
                  type="button"
                  className="btn btn-xs btn-outline"
                  onClick={() => setFloorPlan(null)}
                >
                  {_('agent.removeFloorPlan')}
                </button>
              )}
            </div>
            <TextField
              label={_('agent.tourUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              hint={_('agent.tourHint')}
              autoComplete="off"
              error={fieldError('tour_url', errors.tour_url?.message)}
              {...register('tour_url', { setValueAs: asText })}
            />
          </div>
        </FormGroup>
        <AddressFields />
        <LocationFields />
        <SubmitButton pending={isSubmitting} className="mt-2 w-full sm:w-auto sm:self-start">
          {submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
