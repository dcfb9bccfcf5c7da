import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlantAttributeItem } from '../../contracts/plants';
import { AttributeIcons, NO_EXPERT_TIP } from './attribute-icons';

const item = (Id: number, Name: string, Tip: string): PlantAttributeItem => ({
  Id,
  Name,
  Icon: Name.toLowerCase(),
  Tip,
  Has: true,
});

describe('Attracts / resistant icon lists with the expert-tip modal (SPEC §2.6)', () => {
  test('an icon opens the expert’s tip for that item, with the expert avatar', async () => {
    const user = userEvent.setup();
    const onOpenTip = jest.fn();
    render(
      <AttributeIcons
        title="Attracts"
        expert="botanist"
        items={[item(1, 'Butterflies', 'Plant it in groups.'), item(2, 'Bees', '')]}
        onOpenTip={onOpenTip}
      />,
    );
    expect(screen.getByRole('list', { name: 'Attracts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Butterflies: expert tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attracts: Butterflies' });
    expect(within(dialog).getByText('Plant it in groups.')).toBeInTheDocument();
    expect(dialog.querySelector('[data-expert="botanist"]')).not.toBeNull();
    expect(onOpenTip).toHaveBeenCalledWith(expect.objectContaining({ Name: 'Butterflies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bees: expert tip' }));
    expect(await screen.findByText(NO_EXPERT_TIP)).toBeInTheDocument();
  });

  test('an empty list renders nothing', () => {
    const { container } = render(<AttributeIcons title="Toxicity" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
