import { z } from 'zod';
import { defineCall } from './common/call';

export const UPDATED_SUCCESSFULLY = 'Updated Successfully';
export const FAILED_TO_UPDATE = 'Failed to Update Records';

export const displayNameEntry = z.object({ key: z.string(), value: z.string() });
export type DisplayNameEntry = z.infer<typeof displayNameEntry>;

export const DISPLAY_NAME_MAX = 120;

export const displayNamesContract = {
  list: defineCall({
    method: 'GET',
    path: '/api/salsifyDisplayName/list',
    flags: ['showMetafieldDisplayNames'],
    response: z.object({ data: z.array(displayNameEntry), metaFieldId: z.string() }),
  }),
  /** `id` is the metaFieldId read with the list: a save over a newer version is refused (409). */
  update: defineCall({
    method: 'PUT',
    path: '/api/salsifyDisplayName/list',
    flags: ['showMetafieldDisplayNames'],
    body: z.object({
      updateList: z
        .array(
          z.object({
            key: z.string().trim().min(1).max(200),
            value: z.string().trim().max(DISPLAY_NAME_MAX, `At most ${DISPLAY_NAME_MAX} characters.`),
          }),
        )
        .min(1)
        .max(1000),
      id: z.string().trim().min(1).max(200),
    }),
    response: z.object({ success: z.boolean(), metaFieldId: z.string(), updated: z.number() }),
  }),
} as const;
