import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmAlternative } from '@/components/confirm-dialog';

interface Harness {
  pending?: boolean;
  alternative?: ConfirmAlternative;
}

function renderConfirm({ pending = false, alternative }: Harness = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete goal
        </button>
        <ConfirmDialog
          open={open}
          title="Delete this goal?"
          description="This cannot be undone."
          confirmLabel="Delete"
          cancelLabel="Keep it"
          pending={pending}
          alternative={alternative}
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
          testId="delete-goal-dialog"
          confirmTestId="confirm-delete-goal"
        />
      </>
    );
  }
  render(<Screen />);
  return { onConfirm, onCancel, opener: screen.getByRole('button', { name: 'Delete goal' }) };
}

describe('the confirm dialog', () => {
  it('takes focus when it opens, and Escape cancels and gives focus back to what opened it', async () => {
    const { onCancel, onConfirm, opener } = renderConfirm();
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this goal?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('confirms through its confirm button and stays open for the answer', async () => {
    const { onConfirm, opener } = renderConfirm();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByTestId('confirm-delete-goal'));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByTestId('delete-goal-dialog')).toBeInTheDocument();
  });

  it('cannot be cancelled while the answer is pending', async () => {
    const { onCancel, opener } = renderConfirm({ pending: true });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByTestId('confirm-delete-goal')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers a second answer beside the confirmation when there is one', async () => {
    const onChoose = vi.fn();
    const { onConfirm, opener } = renderConfirm({ alternative: { label: 'Whole series', testId: 'scope-all', onChoose } });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Whole series' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
