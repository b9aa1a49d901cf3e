/**
 * The keys typed between Ctrl+K (or a click on Search) and the palette's box taking focus: the
 * palette's code loads on first use, and a fast typist is already typing. Held here, they reach
 * neither the box (not there yet) nor whatever the page had focused (a form's field would take
 * them), and the box takes them once it has focus.
 */
let held: string | null = null;

function hold(event: KeyboardEvent) {
  if (held === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) held += event.key;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
  else return;
  event.preventDefault();
  event.stopPropagation();
}

/** From now on, typed characters are held until `takeHeldKeys`. */
export function holdKeys() {
  if (held !== null) return;
  held = '';
  window.addEventListener('keydown', hold, true);
}

/** The characters held so far; keys go where focus is again. */
export function takeHeldKeys(): string {
  const keys = held ?? '';
  held = null;
  window.removeEventListener('keydown', hold, true);
  return keys;
}
