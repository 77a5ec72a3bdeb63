import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { SKILLS } from './games/hindersche/skills';

/** Lessons live at content/<lang>/hindersche/<slug>.mdx, with the same slugs in every language. */
const lessons = defineCollection({
  loader: glob({ pattern: '*/hindersche/*.mdx', base: './content' }),
  schema: z
    .object({
      title: z.string().min(3),
      description: z.string().min(10),
      order: z.number().int().positive(),
      skills: z.array(z.enum(SKILLS)).min(1),
      minutes: z.number().int().positive().max(60),
    })
    .strict(),
});

export const collections = { lessons };
