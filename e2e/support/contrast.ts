/**
 * Runs in the page (Playwright sends its source, so it uses nothing from outside): the lowest
 * WCAG 2 contrast ratio among the visible texts inside `root`, with that text, or null where
 * there is no text. A text's colour is its computed colour, faded by its own alpha and the
 * opacity of it and its ancestors, over its effective background: the first opaque background
 * up its ancestors (white at the top), with the translucent ones between laid over it.
 */
export function lowestContrast(root: Element): { ratio: number; text: string } | null {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  /** Any CSS colour as sRGB channels 0–255 and alpha 0–1, read back from a pixel. */
  const rgba = (css: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], bottom: number[], alpha: number) =>
    [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha));
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const backgroundOf = (element: Element) => {
    const layers: [number, number, number, number][] = [];
    for (let current: Element | null = element; current; current = current.parentElement) {
      const layer = rgba(getComputedStyle(current).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    return layers.reduceRight<number[]>((below, layer) => over(layer, below, layer[3]), [255, 255, 255]);
  };
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let current: Element | null = element; current; current = current.parentElement)
      opacity *= Number(getComputedStyle(current).opacity);
    return opacity;
  };
  const texts = [root, ...Array.from(root.querySelectorAll('*'))].filter(
    (element) =>
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      ) && element.checkVisibility({ visibilityProperty: true }),
  );
  let lowest: { ratio: number; text: string } | null = null;
  for (const element of texts) {
    const background = backgroundOf(element);
    const color = rgba(getComputedStyle(element).color);
    const shown = over(color, background, color[3] * opacityOf(element));
    const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (!lowest || ratio < lowest.ratio) lowest = { ratio, text: element.textContent?.trim() ?? '' };
  }
  return lowest;
}
