import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait up to 8 s (the default 1 s fails on a loaded CI machine, where this suite shares
// two cores with the API suite and the story tests in a browser).
configure({ asyncUtilTimeout: 8000 });
