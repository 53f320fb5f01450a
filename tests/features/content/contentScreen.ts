import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Within } from '../../utils/renderWithProviders';

/** The row of the content list whose title starts with `title`. */
export const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;

/** Opens the item's editor from its row and waits for it to load: the dialog. */
export async function openEditor(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }, { timeout: 10_000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
  await dialog.findByLabelText('Title');
  return dialog;
}

/** In the open editor (`editor`), gives the item a new title and saves it. */
export async function saveTitle(user: UserEvent, editor: Within, title: string) {
  const field = editor.getByLabelText('Title');
  await user.clear(field);
  await user.type(field, title);
  await user.click(editor.getByRole('button', { name: 'Save changes' }));
}
