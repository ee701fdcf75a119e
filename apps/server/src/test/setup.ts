import { inject } from 'vitest';
import { useMediaTools } from '../lib/media-tools.js';

// Every test process stores files (uploads, the seeds' attachments) in the run's data directory (global-setup.ts):
// a database copied from a template finds the files its seed wrote.
process.env.DATA_DIR = inject('testDataDir');

// The media tests find ffmpeg as the server does: the machine's own, else the optional packages' binaries.
await useMediaTools();
