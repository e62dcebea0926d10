import { z } from 'zod';

/** The one error shape (`{ message, code, fieldErrors? }`), for documenting error answers. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export const noContent = z.null().describe('No content');
