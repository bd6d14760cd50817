import { fireEvent, screen, within, type BoundFunctions, type queries } from '@testing-library/react';

/** Where a button is looked for: the whole screen, or `within(row)`. */
type Scope = Pick<BoundFunctions<typeof queries>, 'getByRole'>;

/** Clicks the button named `name` (in `scope`) and answers the confirmation dialog it opens. */
export async function openConfirm(name: string, scope: Scope = screen): Promise<HTMLElement> {
  fireEvent.click(scope.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Clicks a dialog's 确定. */
export const confirmDialog = (dialog: HTMLElement): void => {
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
};
