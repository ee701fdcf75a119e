import { inject } from 'vitest';

// Every test process stores files (uploads, the seeds' attachments) in the run's data directory (global-setup.ts):
// a database copied from a template finds the files its seed wrote.
process.env.DATA_DIR = inject('testDataDir');
