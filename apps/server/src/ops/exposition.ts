/**
 * Prometheus's text exposition format (version 0.0.4), written by hand: three kinds of metric
 * and a dozen lines did not warrant a client library and its registry of globals.
 */
export const expositionContentType = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export const sample = (name: string, labels: Labels, value: number) => {
  const pairs = Object.entries(labels).map(([key, text]) => `${key}="${escapeLabel(text)}"`);
  return `${name}${pairs.length ? `{${pairs.join(',')}}` : ''} ${formatNumber(value)}`;
};

const formatNumber = (value: number) =>
  Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';

export const header = (name: string, type: 'counter' | 'gauge' | 'histogram', help: string) => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} ${type}`,
];

/** Counts per label set, e.g. requests per call and status class. */
export class Counter {
  private readonly counts = new Map<string, { labels: Labels; value: number }>();
  constructor(
    private readonly name: string,
    private readonly help: string,
  ) {}

  increment(labels: Labels) {
    const key = JSON.stringify(labels);
    const entry = this.counts.get(key) ?? { labels, value: 0 };
    entry.value += 1;
    this.counts.set(key, entry);
  }

  lines() {
    return [
      ...header(this.name, 'counter', this.help),
      ...[...this.counts.values()].map(({ labels, value }) => sample(this.name, labels, value)),
    ];
  }
}

/** Observations in cumulative buckets (`le`), with their sum and count, per label set. */
export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    private readonly name: string,
    private readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number) {
    const key = JSON.stringify(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    this.bounds.forEach((bound, index) => {
      if (value <= bound && entry) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
  }

  lines() {
    const lines = header(this.name, 'histogram', this.help);
    for (const { labels, buckets, sum, count } of this.series.values()) {
      this.bounds.forEach((bound, index) => {
        lines.push(sample(`${this.name}_bucket`, { ...labels, le: String(bound) }, buckets[index] ?? 0));
      });
      lines.push(sample(`${this.name}_bucket`, { ...labels, le: '+Inf' }, count));
      lines.push(sample(`${this.name}_sum`, labels, sum));
      lines.push(sample(`${this.name}_count`, labels, count));
    }
    return lines;
  }
}
