import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ConfirmButton } from './ConfirmButton';

function confirmButton(onConfirm: () => void) {
  return render(
    <ConfirmButton
      question="Delete playlist “Night shift”?"
      actionText="Delete"
      keepText="Cancel"
      onConfirm={onConfirm}
      danger
    >
      Delete
    </ConfirmButton>,
  );
}

describe('a step that loses something, asked first', () => {
  it('is asked and confirmed with the keyboard alone, focus moving into the question and back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    confirmButton(onConfirm);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete playlist “Night shift”?' });
    // The safe way out has focus: Enter again does not delete.
    await waitFor(() => expect(dialog.querySelector('button.ant-btn-primary')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // Back from "Cancel" to the step itself.
    await user.tab({ shift: true });
    expect(within(again).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
