/** Resolves after the browser has painted the current frame. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      // A message posted from the frame's rAF callback is handled after that frame is painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/** Resolves on the first DOM change (React's commit) after which `isDone` holds. */
export function waitFor(isDone: () => boolean, timeoutMs = 10_000): Promise<void> {
  if (isDone()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!isDone()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for the table`));
    }, timeoutMs);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Milliseconds from the interaction to the first paint showing its result. */
export async function timed(act: () => void, isDone: () => boolean): Promise<number> {
  const start = performance.now();
  act();
  await waitFor(isDone);
  await nextPaint();
  return performance.now() - start;
}

export function byLabel<E extends Element>(selector: string, label: string): E {
  const element = document.querySelector<E>(`${selector}[aria-label="${label}"]`);
  if (!element) throw new Error(`No ${selector} labelled ${label}`);
  return element;
}

/** The column header cell whose sort button reads `header`. */
export function headerCell(header: string): HTMLTableCellElement {
  for (const cell of document.querySelectorAll<HTMLTableCellElement>('thead th')) {
    if (cell.querySelector('button')?.textContent === header) return cell;
  }
  throw new Error(`No column ${header}`);
}

export function sortButton(header: string): HTMLButtonElement {
  const button = headerCell(header).querySelector('button');
  if (!button) throw new Error(`Column ${header} does not sort`);
  return button;
}

export function firstCellText(): string {
  return document.querySelector('tbody tr td')?.textContent ?? '';
}

/** Types into a React-controlled input the way a keystroke does: set the value, fire 'input'. */
export function setInputValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
