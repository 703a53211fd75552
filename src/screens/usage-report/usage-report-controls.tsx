// The report's range of calendar months and its application, each a labelled dropdown.
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import { LabelledDropdown } from '../../ui/dropdown/labelled-dropdown.tsx';
import type { ReportRange } from './usage-report-params.ts';

interface Choice {
  label: string;
  value: string;
}

export interface ReportControlsProps {
  range: ReportRange;
  months: readonly Choice[];
  applications: readonly Choice[];
  application: string;
  onFrom: (month: string) => void;
  onTo: (month: string) => void;
  onApplication: (id: string) => void;
}

function Picker({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <LabelledDropdown
      className="usage-report-picker"
      inputId={id}
      label={label}
      value={value}
      options={[...options]}
      onChange={(e) => onChange(String(e.value))}
    />
  );
}

export function ReportControls({
  range,
  months,
  applications,
  application,
  onFrom,
  onTo,
  onApplication,
}: ReportControlsProps) {
  return (
    <div className="usage-report-controls" role="group" aria-label={t.controls}>
      <Picker id="usage-report-from" label={t.fromLabel} value={range.from} options={months} onChange={onFrom} />
      <span aria-hidden="true" className="usage-report-dash">
        〜
      </span>
      <Picker id="usage-report-to" label={t.toLabel} value={range.to} options={months} onChange={onTo} />
      <Picker
        id="usage-report-application"
        label={t.applicationLabel}
        value={application}
        options={applications}
        onChange={onApplication}
      />
    </div>
  );
}
