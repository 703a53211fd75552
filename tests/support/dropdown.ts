// Picking a choice of a PrimeReact Dropdown in jsdom, the way a user does: click the visible
// box (the labelled input is PrimeReact's visually hidden focus input), then the option.
import { screen } from '@testing-library/react';
import type { renderScreen } from './render.tsx';

type UserEventApi = ReturnType<typeof renderScreen>['user'];

/** Picks an option of the PrimeReact Dropdown labelled `label`. */
export async function chooseOption(user: UserEventApi, label: string, option: string | RegExp) {
  const input = screen.getByLabelText(label);
  await user.click(input.closest('.p-dropdown') as HTMLElement);
  // jsdom cannot lay the overlay out, so PrimeReact leaves it display:none: hence `hidden`.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
