import { z } from 'zod';

export * from './image-urls';

/** 201 response of POST /api/images; display_url is the contract, the rest helps the web app. */
export const imageUploadResultSchema = z.object({
  data: z.object({
    display_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    srcset: z.string(),
  }),
});
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
