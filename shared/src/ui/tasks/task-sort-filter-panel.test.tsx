import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupTestServer } from '../../testing/msw-server';
import { referenceConditions } from '../../testing/reference-fixtures';
import { DEFAULT_TASK_SORT_FILTER_DRAFT, type TaskSortFilterDraft } from './sort-filter-draft';
import { TaskSortFilterPanel } from './task-sort-filter-panel';
import { renderWithApp } from './testing/render-with-app';

setupTestServer(
  http.get('/api/Common/0/GrowingConditions', () =>
    HttpResponse.json(referenceConditions({ Fertilizers: [3, 7] })),
  ),
);

function Harness({ onApply = jest.fn(), onClear = jest.fn() }) {
  const [draft, setDraft] = useState<TaskSortFilterDraft>(DEFAULT_TASK_SORT_FILTER_DRAFT);
  return (
    <>
      <TaskSortFilterPanel draft={draft} onDraftChange={setDraft} onApply={onApply} onClear={onClear} />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

const draft = (): TaskSortFilterDraft => JSON.parse(screen.getByTestId('draft').textContent ?? '{}');

describe('TaskSortFilterPanel (SPEC §2.6 sort/filter panel)', () => {
  test('SPEC §2.6: tabs Filter, Sort By and Other', () => {
    renderWithApp(<Harness />);
    const tabs = within(screen.getByRole('tablist', { name: 'Sort and filter' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Filter', 'Sort By', 'Other']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  test('SPEC §2.6 Filter: checkboxes, one being "Show N Days" with the days input; default filter 10', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(screen.getByRole('checkbox', { name: 'Show Pending' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Completed' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Suspended' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Tips' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show 7 Days' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Show Completed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show Tips' }));
    expect(draft().sid).toBe(3);
    const days = screen.getByRole('spinbutton', { name: 'Days to show' });
    await user.clear(days);
    await user.type(days, '30');
    expect(screen.getByRole('checkbox', { name: 'Show 30 Days' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Show 30 Days' }));
    expect(draft()).toMatchObject({ sd: 0, pd: 30 });
    expect(days).toBeDisabled();
  });

  test('SPEC §2.6 Sort By: a radio choice of Due Date, Plant Name, Task Type, Completed Date, Zone', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Sort By' }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Due Date',
      'Plant Name',
      'Task Type',
      'Completed Date',
      'Zone',
    ]);
    expect(screen.getByRole('radio', { name: 'Due Date' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Zone' }));
    expect(draft().s).toBe('ZoneName ASC');
  });

  test('SPEC §2.6 Other: a fertilizer dropdown with default "-Select Fertilizer-", and the past-due switch', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Other' }));
    const fertilizer = screen.getByRole('combobox', { name: 'Fertilizer' });
    expect(fertilizer).toHaveDisplayValue('-Select Fertilizer-');
    await screen.findByRole('option', { name: 'Fish emulsion or seaweed (liquid)' });
    await user.selectOptions(fertilizer, 'Fish emulsion or seaweed (liquid)');
    expect(draft().fid).toBe(7);
    const ddpdt = screen.getByRole('switch', { name: 'Hide past-due tasks' });
    expect(ddpdt).not.toBeChecked();
    await user.click(ddpdt);
    expect(draft().ddpdt).toBe(true);
  });

  test('Apply and Clear are the page’s; Apply waits while the days are not a number', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    const onClear = jest.fn();
    renderWithApp(<Harness onApply={onApply} onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByRole('spinbutton', { name: 'Days to show' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
