/**
 * The table's primary action button (as the shell's PrimaryButton: `data-primary`, focused at a decision) that may be
 * unavailable until the learner has chosen what it acts on (the cards to play, hand over or put away): then it is
 * marked `aria-disabled`, so it stays focusable and is announced as unavailable, looks so, and a press does nothing.
 */
export function PrimaryAction({ label, onClick, action, unavailable }: { label: string; onClick: () => void; action: string; unavailable: boolean }) {
  return (
    <button type="button" class="button" data-primary="" data-action={action} aria-disabled={unavailable ? 'true' : undefined} onClick={() => !unavailable && onClick()}>
      {label}
    </button>
  );
}
