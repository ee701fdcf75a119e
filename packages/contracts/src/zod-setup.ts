import { z } from 'zod';

/** Validation messages in Korean wherever a schema does not name its own. Import once per process. */
z.config(z.locales.ko());
