import { vi } from 'vitest';

// The console's toasts in component tests (`vi.mock('@/lib/toast')`): spies, nothing shown.

export const toast = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
