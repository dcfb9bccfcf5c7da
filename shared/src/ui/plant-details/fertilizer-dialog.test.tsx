import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FERTILIZER_DIALOG_TITLE,
  FertilizerDialog,
  fertilizerWarning,
  type FertilizerDialogProps,
} from './fertilizer-dialog';

const SUN_WARNING = 'This Zone has too much sun for this plant.';
const WATER_WARNING = 'This Zone has too much water for this plant';

function renderDialog(props: Partial<FertilizerDialogProps> = {}) {
  const onContinue = jest.fn();
  const onCancel = jest.fn();
  render(
    <FertilizerDialog
      open
      plantName="Lavender"
      zoneName="Border bed"
      options={[
        { Id: 1, Name: 'Balanced all-purpose (10-10-10)', Recommended: true },
        { Id: 2, Name: 'Slow-release granules' },
      ]}
      sunRequirementId={1}
      sunMessage=""
      waterRequirementId={2}
      moistureMessage=""
      onContinue={onContinue}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onContinue, onCancel, dialog: screen.getByRole('dialog', { name: FERTILIZER_DIALOG_TITLE }) };
}

describe('Fertilizer popup (SPEC §2.6, §5)', () => {
  test('SPEC §2.6: titled "Let\'s choose a fertilizing strategy" with Continue / Cancel and "-Select Fertilizer-"', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Fertilizer' })).toHaveDisplayValue(
      '-Select Fertilizer-',
    );
  });

  test('SPEC §5: Continue is disabled while no fertilizer is selected (value 0), then sends the choice', async () => {
    const user = userEvent.setup();
    const { dialog, onContinue } = renderDialog();
    const carryOn = within(dialog).getByRole('button', { name: 'Continue' });
    expect(carryOn).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Fertilizer' }), '2');
    await user.click(carryOn);
    expect(onContinue).toHaveBeenCalledWith(2);
  });

  test('the fertilizer already chosen starts selected; Cancel cancels', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog({ initialFertilizerId: 1 });
    expect(within(dialog).getByRole('combobox', { name: 'Fertilizer' })).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  test('SPEC §5: the sun warning shows only when the sun requirement id is above 0 and a message exists', () => {
    expect(fertilizerWarning(1, SUN_WARNING)).toBe(SUN_WARNING);
    expect(fertilizerWarning(0, SUN_WARNING)).toBeNull();
    expect(fertilizerWarning(1, '')).toBeNull();
    expect(fertilizerWarning(1, '   ')).toBeNull();
    const { dialog } = renderDialog({ sunRequirementId: 0, sunMessage: SUN_WARNING });
    expect(within(dialog).queryByText(SUN_WARNING)).not.toBeInTheDocument();
  });

  test('SPEC §5: the moisture warning shows only when the water requirement id is above 0 and a message exists', () => {
    const { dialog } = renderDialog({ sunMessage: SUN_WARNING, moistureMessage: WATER_WARNING });
    expect(within(dialog).getByText(SUN_WARNING)).toBeInTheDocument();
    expect(within(dialog).getByText(WATER_WARNING)).toBeInTheDocument();
  });

  test('a moisture message for a zone whose water requirement id is 0 shows nothing', () => {
    const { dialog } = renderDialog({ waterRequirementId: 0, moistureMessage: WATER_WARNING });
    expect(within(dialog).queryByText(WATER_WARNING)).not.toBeInTheDocument();
  });
});
