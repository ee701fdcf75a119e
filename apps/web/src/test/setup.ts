import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait until what they look for appears; on a busy two-core machine a page's first lazy chunk (the
// first test to import it transforms it) can take over a second, Testing Library's default limit. They still finish as
// soon as the element is there.
configure({ asyncUtilTimeout: 5000 });
