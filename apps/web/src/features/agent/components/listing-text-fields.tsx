import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  MAX_CITY,
  MAX_POSTAL_CODE,
  MAX_REGION,
  MAX_STREET,
  MAX_TRANSLATED_DESCRIPTION,
  MAX_TRANSLATED_TITLE,
  isCountryCode,
} from '@elite/shared';
import { LOCALE_NAMES, isRightToLeft, type Locale } from '@elite/shared/locales';
import { FieldNote, TextField, fieldNoteId } from '../../../components/ui/text-field';
import { i18n, intlLocale, useLingui } from '../../../lib/i18n';
import { FormGroup } from './facts-fields';
import type { PropertyFormInput } from './property-form-schema';

type AddressField = 'street' | 'postal_code' | 'city' | 'region' | 'country';

/** The shared schema's refusals of an address part, in the page's locale. */
function addressError(message: string | undefined, max: number): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('country ')) return i18n._('agent.countryInvalid');
  return i18n._('agent.addressTooLong', { max: max.toLocaleString(intlLocale()) });
}

/**
 * The structured address (CONTRACT.md section 11), each part optional: the listing's page shows
 * it in its country's usual order, and the location search matches its city and postal code.
 */
export function AddressFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  const country = useWatch({ control, name: 'country' });
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  const countryName = isCountryCode(code)
    ? new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code)
    : undefined;
  const field = (name: AddressField, label: string, max: number, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={max}
      error={addressError(errors[name]?.message, max)}
      {...register(name)}
    />
  );

  return (
    <FormGroup legend={_('agent.address')}>
      <p className="text-base-content/70 text-sm">{_('agent.addressHelp')}</p>
      <div className="grid gap-x-6 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('street', _('agent.street'), MAX_STREET, 'off')}</div>
        {field('postal_code', _('agent.postalCode'), MAX_POSTAL_CODE, 'off')}
        {field('city', _('agent.city'), MAX_CITY, 'off')}
        {field('region', _('agent.region'), MAX_REGION, 'off')}
        <TextField
          label={_('agent.country')}
          autoComplete="off"
          maxLength={2}
          className="uppercase"
          hint={countryName ?? _('agent.countryHint')}
          error={addressError(errors.country?.message, 2)}
          {...register('country')}
        />
      </div>
    </FormGroup>
  );
}

/**
 * The listing's language and its translations (CONTRACT.md section 11), shown when the site offers
 * more than one locale: which language the title and description above are written in, then a tab
 * per other offered locale with that locale's title and description.
 */
export function LanguageFields({ offered }: { offered: readonly Locale[] }) {
  const { register, control } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  const id = useId();
  const language = useWatch({ control, name: 'language' }) ?? offered[0];
  const others = offered.filter((locale) => locale !== language);
  const [chosen, setChosen] = useState<Locale | undefined>(undefined);
  const selected = chosen && others.includes(chosen) ? chosen : others[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const languageHint = _('agent.writtenInHint');

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern), in the page's direction.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: others.length - 1 - index,
    };
    const move = step[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (index + move + others.length) % others.length;
    setChosen(others[next]);
    tabs.current[next]?.focus();
  };

  return (
    <FormGroup legend={_('agent.languages')}>
      <div className="fieldset w-full max-w-xs py-1">
        <label htmlFor={`${id}-language`} className="fieldset-legend pb-1 text-sm font-medium">
          {_('agent.writtenIn')}
        </label>
        <select
          id={`${id}-language`}
          className="select w-full"
          aria-describedby={fieldNoteId(`${id}-language`, { hint: languageHint })}
          {...register('language')}
        >
          {offered.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        <FieldNote inputId={`${id}-language`} hint={languageHint} />
      </div>
      <p className="text-base-content/70 text-sm">{_('agent.translationsHelp')}</p>
      <div
        role="tablist"
        aria-label={_('agent.translations')}
        className="border-base-300 flex gap-1 overflow-x-auto border-b"
      >
        {others.map((locale, index) => (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === selected}
            aria-controls={`${id}-panel-${locale}`}
            tabIndex={locale === selected ? 0 : -1}
            lang={locale}
            className={`min-h-11 shrink-0 border-b-2 px-3 py-2 text-sm ${
              locale === selected
                ? 'border-primary text-primary font-semibold'
                : 'text-base-content/70 hover:text-base-content border-transparent'
            }`}
            onClick={() => setChosen(locale)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {LOCALE_NAMES[locale]}
          </button>
        ))}
      </div>
      {others.map((locale) => (
        <TranslationPanel
          key={locale}
          locale={locale}
          id={`${id}-panel-${locale}`}
          tabId={`${id}-tab-${locale}`}
          hidden={locale !== selected}
        />
      ))}
    </FormGroup>
  );
}

/** One locale's title and description; kept in the form while another tab shows. */
function TranslationPanel({
  locale,
  id,
  tabId,
  hidden,
}: {
  locale: Locale;
  id: string;
  tabId: string;
  hidden: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormInput>();
  const { _ } = useLingui();
  const language = LOCALE_NAMES[locale];
  const dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  const fieldErrors = errors.translations?.[locale];
  const format = (max: number) => max.toLocaleString(intlLocale());
  const titleError = fieldErrors?.property_title?.message;
  const descriptionError = fieldErrors?.description?.message;
  const descriptionId = `${id}-description`;
  const descriptionHint = _('agent.descriptionHint', { max: format(MAX_TRANSLATED_DESCRIPTION) });
  const description = descriptionError
    ? _('agent.translatedDescriptionTooLong', { max: format(MAX_TRANSLATED_DESCRIPTION) })
    : undefined;

  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId} hidden={hidden} className="pt-2">
      <TextField
        label={_('agent.translatedTitle', { language })}
        lang={locale}
        dir={dir}
        autoComplete="off"
        error={
          titleError
            ? _('agent.translatedTitleTooLong', { max: format(MAX_TRANSLATED_TITLE) })
            : undefined
        }
        {...register(`translations.${locale}.property_title`)}
      />
      <div className="fieldset w-full py-1">
        <label htmlFor={descriptionId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('agent.translatedDescription', { language })}
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          lang={locale}
          dir={dir}
          className={`textarea w-full ${description ? 'textarea-error' : ''}`}
          aria-invalid={description ? true : undefined}
          aria-describedby={fieldNoteId(descriptionId, {
            hint: descriptionHint,
            error: description,
          })}
          {...register(`translations.${locale}.description`)}
        />
        <FieldNote inputId={descriptionId} hint={descriptionHint} error={description} />
      </div>
    </div>
  );
}
