import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Lessons live at content/<lang>/<game>/<slug>.mdx, with the same slugs in every language. The skills a lesson
 * names are checked against its game's skills when the game's lessons are read (src/lib/lessons.ts).
 */
const lessons = defineCollection({
  loader: glob({ pattern: '*/*/*.mdx', base: './content' }),
  schema: z
    .object({
      title: z.string().min(3),
      description: z.string().min(10),
      order: z.number().int().positive(),
      skills: z.array(z.string().regex(/^[A-Za-z][\w-]*$/)).min(1),
      minutes: z.number().int().positive().max(60),
    })
    .strict(),
});

export const collections = { lessons };
