import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { z } from 'zod';
import { ReferenceSelect, SubmitButton, TextField, useContractForm } from '.';

/** A contract like the zone's: a name, a sun choice, and a rule that spans two fields. */
const plotSchema = z
  .object({
    Name: z.string().trim().min(1, 'Please enter a name.'),
    SunRequirementId: z.number().int().min(1, 'Please choose the sun.'),
    PostalCode: z.string().optional(),
    Address: z.string().optional(),
  })
  .refine((plot) => plot.PostalCode || plot.Address, {
    message: 'Enter a ZIP code or an address.',
    path: ['PostalCode'],
  });
type Plot = z.infer<typeof plotSchema>;
type PlotFields = { Name: string; SunRequirementId: number; PostalCode: string; Address: string };

const SUNS = [
  { Id: 1, Name: 'Full Sun' },
  { Id: 2, Name: 'Part Shade' },
];

function PlotForm({ save, sun = 0 }: { save: (plot: Plot) => Promise<void>; sun?: number }) {
  const form = useContractForm<PlotFields, Plot>({
    schema: plotSchema,
    defaultValues: { Name: '', SunRequirementId: sun, PostalCode: '', Address: '' },
    // Blanks are left out, as the yard form does.
    toInput: (values) => ({
      ...values,
      PostalCode: values.PostalCode.trim() || undefined,
      Address: values.Address.trim() || undefined,
    }),
  });
  const submit = form.submitWith(save);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField form={form} name="Name" id="plot-name" label="Name" required />
      <ReferenceSelect
        form={form}
        name="SunRequirementId"
        id="plot-sun"
        label="Sun"
        placeholder="-Select Sun-"
        items={SUNS}
      />
      <TextField form={form} name="PostalCode" id="plot-zip" label="ZIP code" />
      <TextField form={form} name="Address" id="plot-address" label="Address" />
      <SubmitButton form={form}>Save</SubmitButton>
    </form>
  );
}

function renderForm(save: (plot: Plot) => Promise<void> = jest.fn().mockResolvedValue(undefined), sun = 0) {
  render(
    <SnackbarProvider>
      <PlotForm save={save} sun={sun} />
    </SnackbarProvider>,
  );
  return { user: userEvent.setup(), save };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the form kit checks a form with its contract before anything is sent', () => {
  test("on Save every wrong field shows the contract's message, the first takes the focus, nothing is saved", async () => {
    const { user, save: saved } = renderForm();
    await user.click(save());
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Please enter a name.'));
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveAccessibleDescription(
      'Please choose the sun.',
    );
    expect(field('ZIP code')).toHaveAccessibleDescription('Enter a ZIP code or an address.');
    expect(field('Name')).toHaveFocus();
    expect(saved).not.toHaveBeenCalled();
  });

  test('the checked input reaches the save, turned into what the contract takes', async () => {
    const { user, save: saved } = renderForm();
    await user.type(field('Name'), '  Front bed ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Part Shade');
    await user.type(field('Address'), '1 Main St');
    await user.click(save());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({ Name: 'Front bed', SunRequirementId: 2, Address: '1 Main St' });
  });

  test('a saved choice shows once the list has it', () => {
    renderForm(undefined, 2);
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveDisplayValue('Part Shade');
  });
});

describe("the form kit's messages while the gardener types", () => {
  test('a message goes as soon as its field is right, also when another field put it right', async () => {
    const { user } = renderForm();
    await user.click(save());
    await screen.findByText('Please enter a name.');
    await user.type(field('Name'), 'Front bed');
    await waitFor(() => expect(screen.queryByText('Please enter a name.')).not.toBeInTheDocument());
    // The ZIP code's message is put right by an address (the rule spans both fields).
    await user.type(field('Address'), '1 Main St');
    await waitFor(() => expect(field('ZIP code')).not.toHaveAttribute('aria-invalid', 'true'));
  });

  test('no new message appears while typing: a field made wrong after Save waits for the next Save', async () => {
    const { user } = renderForm();
    await user.type(field('Name'), 'Front bed');
    await user.click(save());
    await screen.findByText('Please choose the sun.');
    await user.clear(field('Name'));
    await user.type(field('Address'), 'x');
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    await screen.findByText('Please enter a name.');
  });
});

describe('the form kit shows a refused save', () => {
  // As the base query rejects: the server's message on top, its body in `data`.
  const refusal = {
    status: 400,
    message: 'We could not find the ZIP code 99999.',
    data: {
      message: 'We could not find the ZIP code 99999.',
      fields: { 'body.PostalCode': 'Unknown ZIP code.' },
    },
  };

  test("the server's message shows under its field and in a toast; what was typed stays", async () => {
    const { user } = renderForm(jest.fn().mockRejectedValue(refusal));
    await user.type(field('Name'), 'Front bed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Full Sun');
    await user.type(field('ZIP code'), '99999');
    await user.click(save());
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('Unknown ZIP code.'));
    expect(await screen.findByText('We could not find the ZIP code 99999.')).toBeInTheDocument();
    expect(field('ZIP code')).toHaveValue('99999');
    expect(field('Name')).toHaveValue('Front bed');
  });

  test("a server's message stays while other fields change and goes when its own field changes", async () => {
    const { user } = renderForm(jest.fn().mockRejectedValue(refusal));
    await user.type(field('Name'), 'Front bed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Full Sun');
    await user.type(field('ZIP code'), '99999');
    await user.click(save());
    await screen.findByText('Unknown ZIP code.');
    await user.type(field('Name'), ' two');
    expect(screen.getByText('Unknown ZIP code.')).toBeInTheDocument();
    await user.type(field('ZIP code'), '1');
    await waitFor(() => expect(screen.queryByText('Unknown ZIP code.')).not.toBeInTheDocument());
  });

  test("a server's message about a part of a field shows under the whole field, which takes the focus", async () => {
    const partRefusal = {
      ...refusal,
      data: { ...refusal.data, fields: { 'body.PostalCode.0': 'Unknown ZIP code.' } },
    };
    const { user } = renderForm(jest.fn().mockRejectedValue(partRefusal));
    await user.type(field('Name'), 'Front bed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Full Sun');
    await user.type(field('ZIP code'), '99999');
    await user.click(save());
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('Unknown ZIP code.'));
    expect(field('ZIP code')).toHaveFocus();
  });
});
