import { vi } from 'vitest';

// File downloads in component tests (`vi.mock('@/lib/download')`): a spy that saves nothing and answers
// undefined until a test says otherwise (`vi.mocked(downloadFile).mockResolvedValue('name.pdf')`).

export const downloadFile = vi.fn();
