import { vi } from 'vitest';

// The request layer of the console's component tests (`vi.mock('@/lib/request')`): each verb a spy that answers
// undefined until a test says otherwise (`vi.mocked(http.get).mockImplementation(…)`).

export const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() };
export const request = vi.fn();
export { isPermanentFailure, RequestError } from '@mall/client-kit';
