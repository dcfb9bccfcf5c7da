import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle, selectIdentity } from '@thrive/shared';
import { NICKNAME_REQUIRED_MESSAGE, PROFILE_MESSAGES } from '@thrive/shared/contracts';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { FIRSTNAME_LABEL } from './profile-form';

const api = setupFakeAccountApi();
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

async function renderProfile() {
  const view = renderAccount('/users/profile');
  expect(await screen.findByRole('textbox', { name: FIRSTNAME_LABEL })).toHaveValue('Fern');
  // The state shows once the chosen country's states are in.
  await waitFor(() => expect(select('State')).toHaveDisplayValue('Iowa'));
  return view;
}

/** The error message a field is described by. */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('My Profile (SPEC §2.4, §7 GET/POST users/{uid})', () => {
  test('loads the profile, saves the changes with POST users/{uid} and the identity follows', async () => {
    const user = userEvent.setup();
    const { store } = await renderProfile();
    expect(selectHeaderTitle(store.getState())).toBe('My Profile');
    expect(field('Email')).toHaveValue('gardener@example.com');
    expect(field('ZIP code')).toHaveValue('50010');
    expect(select('Country')).toHaveDisplayValue('United States');

    await user.clear(field(FIRSTNAME_LABEL));
    await user.type(field(FIRSTNAME_LABEL), '  Rosa  ');
    await user.clear(field('City'));
    await user.type(field('City'), 'Des Moines');
    await user.selectOptions(select('Gender'), 'Female');
    await user.click(save());

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/42',
        body: {
          Firstname: 'Rosa',
          Name: 'Fern Gully',
          Email: 'gardener@example.com',
          Address: '1 Elm Street',
          City: 'Des Moines',
          ZipCode: '50010',
          CountryId: 1,
          StateId: 16,
          GenderId: 2,
        },
      },
    ]);
    expect(field(FIRSTNAME_LABEL)).toHaveValue('Rosa');
    expect(selectIdentity(store.getState())?.Firstname).toBe('Rosa');
  });

  test('SPEC §5 email rule: a bad email shows its message by the field and nothing is sent', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'fern@garden');
    await user.click(save());
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Email'))).toContain(PROFILE_MESSAGES.emailInvalid);
    expect(field('Email')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  test("SPEC §5 Nickname: 'Must not be empty or blank' is the name's rule; a name of one or more letters is saved", async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field(FIRSTNAME_LABEL));
    await user.type(field(FIRSTNAME_LABEL), '   ');
    await user.click(save());
    expect(messageOf(field(FIRSTNAME_LABEL))).toContain(NICKNAME_REQUIRED_MESSAGE);
    expect(api.calls).toEqual([]);

    // SPEC's "more than 3 characters" is the nickname prompt's Save (§2.6, §9), not the profile's.
    await user.clear(field(FIRSTNAME_LABEL));
    await user.type(field(FIRSTNAME_LABEL), 'Ann');
    expect(field(FIRSTNAME_LABEL)).toHaveAttribute('aria-invalid', 'false');
    await user.click(save());
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ Firstname: 'Ann' });
    expect(field(FIRSTNAME_LABEL)).toHaveAttribute('aria-invalid', 'false');
  });

  test('a one-letter name is a name too', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field(FIRSTNAME_LABEL));
    await user.type(field(FIRSTNAME_LABEL), 'A');
    await user.click(save());
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ Firstname: 'A' });
  });

  test('SPEC §5 email rule: the message stays while the email is still wrong and goes once it is right', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'fern@garden');
    await user.click(save());
    expect(messageOf(field('Email'))).toContain(PROFILE_MESSAGES.emailInvalid);
    await user.type(field('Email'), '.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Email'))).toContain(PROFILE_MESSAGES.emailInvalid);
    await user.type(field('Email'), 'org');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(messageOf(field('Email'))).not.toContain(PROFILE_MESSAGES.emailInvalid);
    expect(api.calls).toEqual([]);
  });

  test('the states follow the chosen country, and changing country clears the state', async () => {
    const user = userEvent.setup();
    await renderProfile();
    const stateNames = () =>
      within(select('State'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(stateNames()).toEqual(['Choose a state', 'Iowa', 'Ohio']);
    await user.selectOptions(select('Country'), 'Canada');
    await waitFor(() => expect(stateNames()).toEqual(['Choose a state', 'Ontario', 'Quebec']));
    expect(select('State')).toHaveDisplayValue('Choose a state');
    await user.selectOptions(select('State'), 'Quebec');
    await user.click(save());
    await screen.findByText('Your profile was saved.');
    expect(api.calls[0]?.body).toMatchObject({ CountryId: 2, StateId: 61 });
  });

  test('a 400 from the server shows its message; what was typed stays', async () => {
    api.data.saveError = PROFILE_MESSAGES.emailTaken;
    const user = userEvent.setup();
    const { store } = await renderProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.emailTaken);
    expect(field('Email')).toHaveValue('taken@example.com');
    expect(selectIdentity(store.getState())?.Email).toBe('gardener@example.com');
  });

  test('shows the sponsor, the referral code and the subscription read-only', async () => {
    api.data.subscribed = true;
    await renderProfile();
    const facts = screen.getByRole('region', { name: 'Your account' });
    expect(within(facts).getByText('Green Thumb Nursery')).toBeInTheDocument();
    expect(within(facts).getByText('GROW2026')).toBeInTheDocument();
    expect(await within(facts).findByText('Subscribed since March 1, 2026')).toBeInTheDocument();
  });

  test.each([
    ['unverified', 'Not subscribed. Your purchase is recorded but not yet confirmed by the store.'],
    ['refunded', 'Not subscribed. The store says this purchase was refunded, so it does not subscribe you.'],
  ] as const)(
    'a purchase the store has not confirmed (%s) is not a subscription, and says why',
    async (verification, text) => {
      api.data.verification = verification;
      await renderProfile();
      const facts = screen.getByRole('region', { name: 'Your account' });
      expect(await within(facts).findByText(text)).toBeInTheDocument();
    },
  );

  test('a failed load says why and can be tried again', async () => {
    api.data.failProfile = true;
    const user = userEvent.setup();
    renderAccount('/users/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Profiles are resting.');
    api.data.failProfile = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: FIRSTNAME_LABEL })).toHaveValue('Fern');
  });
});
