import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { propertyInputSchema } from '@elite/shared';
import type { PropertyInput } from '@elite/shared';
import { ImageField, useImageUpload } from '../../../components/ui/image-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { imageFileSchema, replacementImageFileSchema } from '../../../lib/image-file';

const IMAGE_LABEL = 'Property image';

/**
 * The shared listing schema, with the image as a chosen file (uploaded on submit). With a
 * current image (on update) choosing a file is optional: none keeps the current one.
 */
function propertyFormSchema(hasCurrentImage: boolean) {
  const image: z.ZodType<File | undefined, FileList | undefined> = hasCurrentImage
    ? replacementImageFileSchema(IMAGE_LABEL)
    : imageFileSchema(IMAGE_LABEL);
  return propertyInputSchema.omit({ property_image: true }).extend({ image });
}

type PropertyFormInput = z.input<ReturnType<typeof propertyFormSchema>>;

/** The shared money texts are sentence ends ("must be a number"); give them their subject. */
function priceError(label: string, message: string | undefined): string | undefined {
  return message && /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

interface PropertyFormProps {
  /** The signed-in agent, shown read-only: the server takes the owner from the sign-in. */
  agent: { name: string; email: string };
  /** The listing being updated; none for a new one. */
  current?: PropertyInput;
  submitLabel: string;
  /** Saves the listing (after the image is uploaded); a failure is shown as an error toast. */
  onSave: (input: PropertyInput) => Promise<void>;
}

/** Add and Update Property: title, location, image, minimum and maximum price. */
export function PropertyForm({ agent, current, submitLabel, onSave }: PropertyFormProps) {
  const hasCurrentImage = current !== undefined;
  const schema = useMemo(() => propertyFormSchema(hasCurrentImage), [hasCurrentImage]);
  const { progress, upload } = useImageUpload();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: current
      ? {
          property_title: current.property_title,
          location: current.location,
          price_range: current.price_range,
        }
      : { property_title: '', location: '' },
  });

  const onSubmit = handleSubmit(async ({ image, ...fields }) => {
    let propertyImage = current?.property_image;
    if (image) {
      try {
        propertyImage = await upload(image);
      } catch (error) {
        const message = errorMessage(error);
        setError('image', { message }, { shouldFocus: true });
        toast.error(message);
        return;
      }
    }
    // The schema requires a file when there is no current image.
    if (!propertyImage) return;
    try {
      await onSave({ ...fields, property_image: propertyImage });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="border-base-300 bg-base-100 rounded-box grid max-w-3xl gap-x-6 border p-4 sm:grid-cols-2 sm:p-6"
    >
      <TextField label="Agent name" value={agent.name} readOnly className="bg-base-200" />
      <TextField
        label="Agent email"
        type="email"
        value={agent.email}
        readOnly
        className="bg-base-200"
      />
      <TextField
        label="Property title"
        required
        autoComplete="off"
        error={errors.property_title?.message}
        {...register('property_title')}
      />
      <TextField
        label="Location"
        required
        autoComplete="off"
        error={errors.location?.message}
        {...register('location')}
      />
      <div className="sm:col-span-2">
        <ImageField
          label={IMAGE_LABEL}
          required={current === undefined}
          currentImage={current?.property_image}
          hint={current ? 'Choose a file only to replace the current image.' : undefined}
          progress={progress}
          error={errors.image?.message}
          {...register('image')}
        />
      </div>
      <TextField
        label="Minimum price (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        error={priceError('Minimum price', errors.price_range?.min?.message)}
        {...register('price_range.min', { valueAsNumber: true })}
      />
      <TextField
        label="Maximum price (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        error={priceError('Maximum price', errors.price_range?.max?.message)}
        {...register('price_range.max', { valueAsNumber: true })}
      />
      <SubmitButton
        pending={isSubmitting}
        className="mt-4 w-full sm:col-span-2 sm:w-auto sm:justify-self-start"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
