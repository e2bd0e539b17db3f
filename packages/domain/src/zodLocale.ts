import { z } from 'zod';

/** Zod's own messages (where a schema gives none) in Spanish, on the server's answers and in the web's forms. */
z.config(z.locales.es());
