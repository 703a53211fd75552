// The search box and status filter above a server-side list (licences, devices). Changing
// either sends the list back to its first page (`onChange`'s second argument).
import type { ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';

export interface ListToolbarProps<S extends string> {
  /** Prefix of the inputs' ids, e.g. 'license' → license-search, license-status-filter. */
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  statusLabel: string;
  status: S;
  statusOptions: readonly { label: string; value: S }[];
  onStatusChange: (value: S) => void;
  /** Anything else the toolbar should show (a note, an extra filter). */
  children?: ReactNode;
}

export function ListToolbar<S extends string>(props: ListToolbarProps<S>) {
  const { idPrefix } = props;
  return (
    <div className="list-toolbar flex flex-wrap gap-3 align-items-end mb-3" role="search">
      <div className="flex flex-column gap-1">
        <label htmlFor={`${idPrefix}-search`}>{props.searchLabel}</label>
        <InputText
          id={`${idPrefix}-search`}
          type="search"
          value={props.search}
          placeholder={props.searchPlaceholder}
          onChange={(e) => props.onSearchChange(e.target.value)}
        />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${idPrefix}-status-filter`}>{props.statusLabel}</label>
        <Dropdown
          inputId={`${idPrefix}-status-filter`}
          value={props.status}
          options={[...props.statusOptions]}
          onChange={(e) => props.onStatusChange(e.value as S)}
        />
      </div>
      {props.children}
    </div>
  );
}
