import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { agentProfileShape, MAX_AGENT_BIO, MAX_PHONE } from '@elite/shared';
import { LOCALE_NAMES, SHIPPED_LOCALES, type Locale } from '@elite/shared/locales';
import { FieldNote, fieldNoteId, TextField } from '../../../components/ui/text-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateShared, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';

const profileFormSchema = z.object(agentProfileShape);

/**
 * An agent's public profile (CONTRACT.md section 14): a bio, a phone number and the languages
 * they speak (the site's), shown on their public page; saved with PATCH /api/auth/me. An empty
 * bio or phone clears it.
 */
export function AgentProfileForm() {
  const { _ } = useLingui();
  const { user, updateProfile } = useAuth();
  const queryClient = useQueryClient();
  const siteLocales = usePublicConfig().data?.locales ?? [];
  const profile = user?.agentProfile;
  const bioId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      bio: profile?.bio ?? '',
      phone: profile?.phone ?? '',
      languages: profile?.languages ?? [],
    },
  });
  const bio = useWatch({ control, name: 'bio' });
  const bioLength = typeof bio === 'string' ? bio.length : 0;
  // The site's languages, and any the agent chose before the site stopped offering it.
  const offered = SHIPPED_LOCALES.filter(
    (locale) => siteLocales.includes(locale) || profile?.languages.includes(locale),
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile({
        bio: values.bio ?? null,
        phone: values.phone ?? null,
        languages: values.languages ?? [],
      });
      const saved = updated.agentProfile;
      reset({
        bio: saved?.bio ?? '',
        phone: saved?.phone ?? '',
        languages: saved?.languages ?? [],
      });
      toast.success(_('agent-profile.saved'));
      // The agent's public page shows them.
      void queryClient.invalidateQueries({ queryKey: ['agents'] });
    } catch (error) {
      toast.error(translateShared(errorMessage(error)));
    }
  });

  const bioError = errors.bio && _('agent-profile.bioInvalid', { max: MAX_AGENT_BIO });
  return (
    <section
      aria-labelledby="agent-profile-title"
      className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm"
    >
      <div className="card-body gap-2">
        <h2 id="agent-profile-title" className="card-title">
          {_('agent-profile.title')}
        </h2>
        <p className="text-base-content/80 text-sm">{_('agent-profile.intro')}</p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <div className="fieldset w-full py-1">
            <label htmlFor={bioId} className="fieldset-legend pb-1 text-sm font-medium">
              {_('agent-profile.bio')}
            </label>
            <textarea
              id={bioId}
              rows={6}
              maxLength={MAX_AGENT_BIO}
              className={`textarea w-full ${bioError ? 'textarea-error' : ''}`}
              aria-invalid={bioError ? true : undefined}
              aria-describedby={fieldNoteId(bioId, { hint: 'count', error: bioError })}
              {...register('bio')}
            />
            <FieldNote
              inputId={bioId}
              error={bioError}
              hint={_('agent-profile.bioCount', { count: bioLength, max: MAX_AGENT_BIO })}
            />
          </div>
          <TextField
            label={_('agent-profile.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={MAX_PHONE}
            error={errors.phone && _('agent-profile.phoneInvalid')}
            {...register('phone')}
          />
          <Controller
            control={control}
            name="languages"
            render={({ field }) => {
              const chosen = field.value ?? [];
              const toggle = (locale: Locale, on: boolean) =>
                field.onChange(
                  SHIPPED_LOCALES.filter((one) => (one === locale ? on : chosen.includes(one))),
                );
              return (
                <fieldset className="fieldset">
                  <legend className="fieldset-legend text-sm font-medium">
                    {_('agent-profile.languages')}
                  </legend>
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    {offered.map((locale) => (
                      <label key={locale} className="label text-base-content gap-2">
                        <input
                          type="checkbox"
                          className="checkbox checkbox-sm"
                          checked={chosen.includes(locale)}
                          onChange={(event) => toggle(locale, event.target.checked)}
                          onBlur={field.onBlur}
                        />
                        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            }}
          />
          <SubmitButton pending={isSubmitting} className="mt-2 self-start">
            {_('agent-profile.save')}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
