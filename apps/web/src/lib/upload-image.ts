import { z } from 'zod';
import { apiRequest } from './api-client';

const uploadedImageSchema = z.object({ data: z.object({ display_url: z.string() }) });

/** POST /api/images (signed in): stores a profile or property image and returns its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiRequest('/images', {
    method: 'POST',
    body: form,
    schema: uploadedImageSchema,
  });
  return answer.data.display_url;
}
