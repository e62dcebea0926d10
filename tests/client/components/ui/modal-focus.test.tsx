import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { installLayoutPolyfills } from '../../app/support';
import { allowDrawerGestures } from '../../support/drawer-gestures';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';

type Kind = 'drawer' | 'dialog' | 'sheet';

interface Contents {
  open: boolean;
  close: () => void;
  children: ReactNode;
}

function Modal({ kind, open, close, children }: Contents & { kind: Kind }) {
  const onOpenChange = (next: boolean) => !next && close();
  if (kind === 'drawer') {
    return (
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent>
          <DrawerTitle>New goal</DrawerTitle>
          <DrawerDescription>What are you saving for?</DrawerDescription>
          {children}
        </DrawerContent>
      </Drawer>
    );
  }
  if (kind === 'sheet') {
    return (
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent>
          <SheetTitle>New goal</SheetTitle>
          <SheetDescription>What are you saving for?</SheetDescription>
          {children}
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close">
        <DialogTitle>New goal</DialogTitle>
        <DialogDescription>What are you saving for?</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A screen that opens the modal from state, as the app's screens do, with a form inside. */
function renderScreen(kind: Kind, withFields = true, withChoice = false) {
  function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <h1>Goals</h1>
        <button type="button" onClick={() => setOpen(true)}>
          New goal
        </button>
        <a href="#behind">Behind the overlay</a>
        <Modal kind={kind} open={open} close={() => setOpen(false)}>
          {withFields ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setOpen(false);
              }}
            >
              {withChoice ? (
                <ToggleGroup type="single" defaultValue="expense" aria-label="Kind">
                  <ToggleGroupItem value="income">Income</ToggleGroupItem>
                  <ToggleGroupItem value="expense">Expense</ToggleGroupItem>
                </ToggleGroup>
              ) : null}
              <label>
                Name <input name="name" />
              </label>
              <label>
                Target <input name="target" />
              </label>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit">Save</button>
            </form>
          ) : (
            <p>Nothing to fill in.</p>
          )}
        </Modal>
      </main>
    );
  }
  render(<Screen />);
  return screen.getByRole('button', { name: 'New goal' });
}

beforeEach(() => installLayoutPolyfills());
afterEach(() => vi.restoreAllMocks());

describe.each<Kind>(['drawer', 'dialog', 'sheet'])('a %s opened from state', (kind) => {
  it('moves focus to its first field, keeps Tab inside and hides the screen behind', async () => {
    allowDrawerGestures();
    const opener = renderScreen(kind);
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    // Screen readers no longer see the screen behind, and Tab cycles through the dialog only.
    expect(screen.queryByRole('link', { name: 'Behind the overlay' })).not.toBeInTheDocument();
    const seen = new Set<Element | null>();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      seen.add(document.activeElement);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(seen).toContain(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives focus back to what opened it after Escape, Cancel and saving', async () => {
    allowDrawerGestures();
    const opener = renderScreen(kind);
    for (const close of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(screen.getByRole('button', { name: 'Cancel' })),
      () => userEvent.click(screen.getByRole('button', { name: 'Save' })),
    ]) {
      await userEvent.click(opener);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      await close();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('starts on the chosen answer when its first field is a group of choices', async () => {
    allowDrawerGestures();
    const opener = renderScreen(kind, true, true);
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Expense' })).toHaveFocus());
  });

  it('without a field, starts on its title so a screen reader reads it first', async () => {
    allowDrawerGestures();
    const opener = renderScreen(kind, false);
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByText('New goal', { selector: 'h2' })).toHaveFocus());
  });
});

describe('focus after a dialog opened from a menu', () => {
  it('goes back to the menu button, and to the screen heading when that is gone', async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      const [deleted, setDeleted] = useState(false);
      return (
        <main>
          <h1>Money tracking</h1>
          {deleted ? null : (
            <DropdownMenu>
              <DropdownMenuTrigger>Uber actions</DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogContent>
              <AlertDialogTitle>Delete Uber?</AlertDialogTitle>
              <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
              <AlertDialogCancel>Keep it</AlertDialogCancel>
              <button
                type="button"
                onClick={() => {
                  setDeleted(true);
                  setOpen(false);
                }}
              >
                Delete
              </button>
            </AlertDialogContent>
          </AlertDialog>
        </main>
      );
    }
    render(<Screen />);
    const menuButton = screen.getByRole('button', { name: 'Uber actions' });
    const openConfirmation = async () => {
      await userEvent.click(menuButton);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    };

    await openConfirmation();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveFocus());

    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Money tracking' })).toHaveFocus());
  });
});
