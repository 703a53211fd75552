// 利用状況レポート (admin only, the `usageReport` extension): per calendar month of the admin's zone
// and per application, the devices' peak and what licences and devices went through; two charts,
// the table that reads them and its CSV. The range and application are in the URL.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { isAbsent, isRefusal, messageOf } from '../../api/client/errors.ts';
import { useUsageReport } from '../../api/resources/reports/usage-report.ts';
import { USAGE_METRICS, type UsageFigures } from '../../api/schemas/reports/usage-report.ts';
import { formatCountOrNone } from '../../shared/format.ts';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import { ListTable, type ListColumn } from '../../ui/table/list-table.tsx';
import { ExportCsvButton } from '../shared/list/export/export-csv-button.tsx';
import { AbsentFeature, ErrorState, LoadingRows, RefusedList } from '../shared/feedback/query-state.tsx';
import { Page } from '../shared/layout/page.tsx';
import { readChartTheme } from '../shared/charts/chart-theme.ts';
import { devicesChartData, licensesChartData, reportChartOptions } from './usage-report-charts.ts';
import { ReportChart } from './usage-report-chart.tsx';
import { ReportControls } from './usage-report-controls.tsx';
import {
  ALL_APPLICATIONS,
  METRIC_HEADERS,
  monthCell,
  scopeChoices,
  scopeOf,
  totalsOf,
  usageCsvColumns,
} from './usage-report-figures.ts';
import { monthChoices, rangeOf, withFrom, withTo, type ReportRange } from './usage-report-params.ts';
import './usage-report.css';

const COLUMNS: readonly ListColumn<UsageFigures, never>[] = [
  { id: 'month', header: t.month, nowrap: true, cell: monthCell },
  ...USAGE_METRICS.map((metric) => ({
    id: metric,
    header: METRIC_HEADERS[metric],
    className: 'usage-report-figure',
    cell: (m: UsageFigures) => formatCountOrNone(m[metric]),
  })),
];
const monthKey = (m: UsageFigures) => m.month;

export function UsageReportScreen() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const application = search.get('app') ?? ALL_APPLICATIONS;
  const [months] = useState(() => monthChoices());
  const [theme] = useState(readChartTheme);
  const query = useUsageReport(range.from, range.to);
  const report = query.data;

  const go = (next: ReportRange, app: string = application) =>
    setSearch({ from: next.from, to: next.to, ...(app ? { app } : {}) }, { replace: true });
  const scope = useMemo(() => report && scopeOf(report, application), [report, application]);
  const charts = useMemo(() => {
    if (!scope) return null;
    const totals = totalsOf(scope.months);
    return {
      options: reportChartOptions(theme),
      totals,
      // The devices' month, then the licences'; a chart with no figure says so instead.
      figures: [
        { title: t.devicesChart, data: devicesChartData(scope.months, theme), empty: !totals.anyDevices },
        { title: t.licensesChart, data: licensesChartData(scope.months, theme), empty: !totals.anyLicenses },
      ],
    };
  }, [scope, theme]);

  if (isAbsent(query.error)) return <AbsentFeature title={t.title} error={query.error} />;
  // An ordinary user on this URL: the refusal, without pickers that could only be refused again.
  if (isRefusal(query.error) && !report)
    return (
      <RefusedList
        title={t.title}
        message={messageOf(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );

  let content;
  if (query.isError && !report) content = <ErrorState message={t.loadFailed} onRetry={() => void query.refetch()} />;
  else if (!scope || !charts) content = <LoadingRows rows={6} label={t.title} />;
  else {
    const { totals } = charts;
    content = (
      <>
        <p className="usage-report-summary" aria-live="polite">
          {t.summary(totals.months, totals.issued, totals.activations, totals.quotaRefusals)}
          {t.peakSummary(totals.peak)}
        </p>
        <div className="usage-report-charts">
          {charts.figures.map((chart) => (
            <ReportChart key={chart.title} scope={scope.name} options={charts.options} {...chart} />
          ))}
        </div>
        <h2 className="card-heading">{t.tableTitle}</h2>
        <ListTable<UsageFigures, never>
          label={t.tableLabel(scope.name)}
          rows={scope.months}
          rowKey={monthKey}
          columns={COLUMNS}
          responsiveLayout="scroll"
        />
      </>
    );
  }

  const csv = scope ? (
    <ExportCsvButton
      what={t.csvWhat}
      fileBase={`usage-report-${range.from}-${range.to}`}
      columns={usageCsvColumns(scope.name)}
      fetchAll={() => Promise.resolve([...scope.months])}
    />
  ) : null;
  return (
    <Page title={t.title} actions={csv}>
      <ReportControls
        range={range}
        months={months}
        applications={scopeChoices(report)}
        application={scope?.id ?? application}
        onFrom={(from) => go(withFrom(range, from))}
        onTo={(to) => go(withTo(range, to))}
        onApplication={(app) => go(range, app)}
      />
      {content}
    </Page>
  );
}
