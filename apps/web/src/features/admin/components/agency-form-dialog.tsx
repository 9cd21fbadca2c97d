import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import {
  agencyInputShape,
  clearable,
  emailSchema,
  imageUrlSchema,
  MAX_AGENCY_ADDRESS,
  MAX_AGENCY_NAME,
  MAX_PHONE,
  MAX_WEBSITE,
} from '@elite/shared';
import type { Agency } from '@elite/shared';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { useSaveAgency } from '../api/save-agency';

/** The agency's fields as the API takes them; an empty optional field is sent as `null`. */
const agencyFormSchema = z.object({
  ...agencyInputShape,
  logo: clearable(imageUrlSchema),
  email: clearable(emailSchema),
});

type Field = 'name' | 'logo' | 'address' | 'phone' | 'email' | 'website';
const FIELDS: Field[] = ['name', 'logo', 'address', 'phone', 'email', 'website'];

/** What each field says when it is wrong, in the page's locale. */
const fieldErrors: Record<Field, string> = {
  name: 'agencies-admin.nameInvalid',
  logo: 'agencies-admin.logoInvalid',
  address: 'agencies-admin.addressInvalid',
  phone: 'agencies-admin.phoneInvalid',
  email: 'agencies-admin.emailInvalid',
  website: 'agencies-admin.websiteInvalid',
};

const fieldLabels: Record<Field, string> = {
  name: 'agencies-admin.name',
  logo: 'agencies-admin.logo',
  address: 'agencies-admin.address',
  phone: 'agencies-admin.phone',
  email: 'agencies-admin.email',
  website: 'agencies-admin.website',
};

const fieldInputs: Record<Field, { type?: string; maxLength: number; autoComplete: string }> = {
  name: { maxLength: MAX_AGENCY_NAME, autoComplete: 'organization' },
  logo: { type: 'url', maxLength: 2048, autoComplete: 'off' },
  address: { maxLength: MAX_AGENCY_ADDRESS, autoComplete: 'street-address' },
  phone: { type: 'tel', maxLength: MAX_PHONE, autoComplete: 'tel' },
  email: { type: 'email', maxLength: 254, autoComplete: 'email' },
  website: { type: 'url', maxLength: MAX_WEBSITE, autoComplete: 'url' },
};

const blank = { name: '', logo: '', address: '', phone: '', email: '', website: '' };

/** The form's values for an agency: its fields, an empty text for one it has not. */
const valuesOf = (agency: Agency | null) =>
  agency
    ? (Object.fromEntries(FIELDS.map((field) => [field, agency[field] ?? ''])) as typeof blank)
    : blank;

interface AgencyFormDialogProps {
  /** The agency to change; `null` adds one. */
  agency: Agency | null;
  open: boolean;
  onClose: () => void;
}

/** Add or change an agency: name (required), logo URL, address, phone, e-mail and website. */
export function AgencyFormDialog({ agency, open, onClose }: AgencyFormDialogProps) {
  const { _ } = useLingui();
  const save = useSaveAgency();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(agencyFormSchema), defaultValues: valuesOf(agency) });
  const { reset: resetSave } = save;

  // Opened afresh, the form shows the agency as it is now (or nothing, to add one).
  useEffect(() => {
    if (open) {
      reset(valuesOf(agency));
      resetSave();
    }
  }, [open, agency, reset, resetSave]);

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync({ id: agency?._id, agency: values }).then(
      () => {
        onClose();
        toast.success(
          i18n._(agency ? 'agencies-admin.updated' : 'agencies-admin.added', {
            name: values.name,
          }),
        );
      },
      // Shown in the dialog (below), which stays open.
      () => undefined,
    ),
  );

  return (
    <FormDialog
      open={open}
      title={
        agency ? _('agencies-admin.editTitle', { name: agency.name }) : _('agencies-admin.add')
      }
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={agency ? _('agencies-admin.save') : _('agencies-admin.add')}
      pending={save.isPending}
      gap="gap-3"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={_(fieldLabels[field])}
          required={field === 'name'}
          error={errors[field] && _(fieldErrors[field])}
          dir={field === 'name' || field === 'address' ? undefined : 'ltr'}
          {...fieldInputs[field]}
          {...register(field)}
        />
      ))}
      {save.isError && (
        <p role="alert" className="alert alert-error text-sm">
          {translateShared(errorMessage(save.error))}
        </p>
      )}
    </FormDialog>
  );
}
