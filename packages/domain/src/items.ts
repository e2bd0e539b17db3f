import { z } from 'zod';

export const ITEM_STATUSES = ['pending_rating', 'rated'] as const;
export const ItemStatusSchema = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatusSchema>;

export const ExternalRefSchema = z.object({
  provider: z.string(),
  entityType: z.string().optional(),
  externalId: z.string().optional(),
  url: z.string().optional(),
  thumbnail: z.string().optional(),
});

export const UserRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A WeLink as answers show it (spec part 1 §3); absent facts are omitted, not null. */
export const ItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string().optional(),
  category: z.string(),
  subcategory: z.string().optional(),
  subsubcategory: z.string().optional(),
  description: z.string().optional(),
  synopsis: z.string().optional(),
  status: ItemStatusSchema,
  rating: z.number().int().min(0).max(5),
  comment: z.string().optional(),
  user: UserRefSchema,
  recommendedBy: z.string().optional(),
  recommendedByName: z.string().optional(),
  author: z.string().optional(),
  publicationYear: z.number().int().optional(),
  pages: z.number().int().optional(),
  publisher: z.string().optional(),
  language: z.string().optional(),
  genre: z.string().optional(),
  movieRating: z.string().optional(),
  runtime: z.number().int().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  tags: z.array(z.string()),
  externalRefs: z.array(ExternalRefSchema),
  inLists: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof ItemSchema>;
