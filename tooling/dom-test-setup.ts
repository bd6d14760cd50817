import { configure } from '@testing-library/react';

// The web and console component tests: `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s.
// An antd form's validation message took longer than 1 s in a CI run whose host also ran the server's tests
// and a seed (2026-12-03, apply-red-form.test.tsx); a message that never comes still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
