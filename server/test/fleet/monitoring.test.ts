import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MONITORED_METRICS } from './monitored-metrics';

// deploy/monitoring/ (docs/operations.md#monitoring): Prometheus's scrape configuration, its alert rules and the
// Grafana dashboard, checked where no Prometheus or Grafana runs. Every expression must parse as PromQL (the
// Prometheus project's own grammar) and use only the metrics and labels the processes serve.
const deploy = join(__dirname, '../../../deploy');
const read = (file: string) => readFileSync(join(deploy, file), 'utf8');
const METRICS = new Set(['up', ...MONITORED_METRICS]);
const operations = readFileSync(join(__dirname, '../../../docs/operations.md'), 'utf8');

/** Their labels (OpenTelemetry's HTTP names), the histogram's `le`, and the scrape's `job` and `instance`. */
const LABELS = new Set([
  'http_request_method',
  'http_route',
  'http_response_status_code',
  'le',
  'job',
  'instance',
  'result',
  'rule',
]);

/** Parses PromQL; the metric and label names it uses, and its syntax errors. */
function promql(expr: string) {
  const metrics: string[] = [];
  const labels: string[] = [];
  const errors: string[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      const text = expr.slice(node.from, node.to);
      if (node.type.isError) errors.push(`at ${node.from}: ${expr.slice(node.from, node.from + 20)}`);
      else if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') metrics.push(text);
      else if (node.name === 'LabelName') labels.push(text);
    },
  });
  return { metrics, labels, errors };
}

/** An expression's names that the processes do not serve, and its syntax errors. */
function problems(expr: string): string[] {
  const { metrics, labels, errors } = promql(expr);
  return [
    ...errors,
    ...metrics.filter((name) => !METRICS.has(name)).map((name) => `unknown metric ${name}`),
    ...labels.filter((name) => !LABELS.has(name)).map((name) => `unknown label ${name}`),
  ];
}

describe('the PromQL check itself', () => {
  it('finds a syntax error, a metric and a label the processes do not serve', () => {
    expect(problems('sum(rate(http_server_request_duration_seconds_count[5m])')).not.toEqual([]);
    expect(problems('backstage_outbox_pendng > 1')).toEqual(['unknown metric backstage_outbox_pendng']);
    expect(problems('sum by (route) (up)')).toEqual(['unknown label route']);
    expect(problems('sum by (job) (increase(backstage_job_failures_total[1h])) > 0')).toEqual([]);
  });
});

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; runbook_url: string };
}
const alerts = parse(read('monitoring/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
const rules = alerts.groups.flatMap((group) => group.rules);

describe('deploy/monitoring/alerts.yml', () => {
  it('is Prometheus rule groups: each alert named once, with a duration, a severity and a summary', () => {
    expect(alerts.groups.map((group) => group.name)).toEqual(['backstage']);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(Object.keys(rule).sort(), rule.alert).toEqual(
        ['alert', 'annotations', 'expr', 'labels', ...(rule.for ? ['for'] : [])].sort(),
      );
      if (rule.for) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
    }
  });

  it('parses every expression, over metrics and labels the processes serve', () => {
    for (const rule of rules) expect(problems(rule.expr), rule.alert).toEqual([]);
  });

  it('alerts on the error rate, p99 latency, outbox age, job failures and hash-queue refusals', () => {
    const over = (metric: string) => rules.filter((rule) => promql(rule.expr).metrics.includes(metric));
    expect(over('http_server_request_duration_seconds_count').map((rule) => rule.expr)).toEqual([
      expect.stringMatching(/http_response_status_code=~"5\.\."/),
    ]);
    expect(over('http_server_request_duration_seconds_bucket')[0]?.expr).toMatch(
      /histogram_quantile\(0\.99,/,
    );
    expect(over('backstage_mail_outbox_oldest_age_seconds')).toHaveLength(1);
    expect(over('backstage_job_failures_total')).toHaveLength(1);
    expect(over('backstage_password_hash_refusals_total')).toHaveLength(1);
  });

  it('points each alert at its own section of docs/operations.md', () => {
    for (const rule of rules) {
      const anchor = `alert-${rule.alert.toLowerCase()}`;
      expect(rule.annotations.runbook_url).toBe(`docs/operations.md#${anchor}`);
      expect(operations, rule.alert).toContain(`<a id="${anchor}"></a>\n#### ${rule.alert}`);
    }
  });
});

describe('deploy/monitoring/prometheus.yml', () => {
  const config = parse(read('monitoring/prometheus.yml')) as {
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      metrics_path: string;
      honor_labels: boolean;
      static_configs: { targets: string[] }[];
    }[];
  };
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { volumes?: string[]; build?: object; profiles?: string[] }>;
  };

  it("scrapes every app process's management port, and the background jobs keep their `job` label", () => {
    const apps = Object.keys(compose.services).filter((name) => compose.services[name]!.build);
    expect(config.scrape_configs).toEqual([
      {
        job_name: 'backstage',
        metrics_path: '/metrics',
        honor_labels: true,
        static_configs: [{ targets: apps.map((app) => `${app}:9000`) }],
      },
    ]);
  });

  it('loads the alert rules where compose mounts them, beside the scrape configuration', () => {
    const prometheus = compose.services.prometheus!;
    expect(prometheus.profiles).toEqual(['monitoring']);
    expect(prometheus.volumes).toContain('./monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(prometheus.volumes).toContain('./monitoring/alerts.yml:/etc/prometheus/alerts.yml:ro');
  });

  it('gives Grafana the dashboard and a data source at Prometheus', () => {
    const grafana = compose.services.grafana!;
    const mounted = (file: string) =>
      grafana.volumes?.find((volume) => volume.startsWith(`./monitoring/${file}:`))?.split(':')[1];
    expect(mounted('grafana-datasource.yaml')).toMatch(/^\/etc\/grafana\/provisioning\/datasources\//);
    expect(mounted('grafana-dashboards.yaml')).toMatch(/^\/etc\/grafana\/provisioning\/dashboards\//);
    const provider = parse(read('monitoring/grafana-dashboards.yaml')).providers[0];
    expect(mounted('backstage-dashboard.json')).toBe(`${provider.options.path}/backstage.json`);
    const source = parse(read('monitoring/grafana-datasource.yaml')).datasources[0];
    expect(source).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
  });
});

describe('deploy/monitoring/backstage-dashboard.json', () => {
  interface Panel {
    id: number;
    type: string;
    title: string;
    gridPos: { x: number; y: number; w: number; h: number };
    targets?: { expr: string; refId: string }[];
  }
  const dashboard = JSON.parse(read('monitoring/backstage-dashboard.json')) as {
    uid: string;
    panels: Panel[];
    templating: { list: { name: string; type: string }[] };
  };
  const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
  /** Grafana's own variables in a query, as Grafana fills them in. */
  const filled = (expr: string) => expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*');

  it('queries only what the processes serve, each query valid PromQL', () => {
    for (const panel of graphs) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets!) expect(problems(filled(target.expr)), panel.title).toEqual([]);
    }
  });

  it('shows every metric the processes serve', () => {
    const shown = new Set(
      graphs.flatMap((panel) => panel.targets!.flatMap((t) => promql(filled(t.expr)).metrics)),
    );
    expect([...METRICS].filter((name) => !shown.has(name) && !name.endsWith('_sum'))).toEqual([]);
  });

  it('has a Prometheus data source and a process picker, and panels that do not overlap', () => {
    expect(dashboard.templating.list.map(({ name, type }) => [name, type])).toEqual([
      ['datasource', 'datasource'],
      ['instance', 'query'],
    ]);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    const cells = new Set<string>();
    for (const { gridPos, title } of dashboard.panels)
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), title).toBe(false);
          expect(x, title).toBeLessThan(24);
          cells.add(`${x},${y}`);
        }
  });
});
