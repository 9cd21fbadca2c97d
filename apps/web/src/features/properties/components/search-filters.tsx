import { useEffect, useId, useRef, useState } from 'react';
import { PROPERTY_TYPES } from '@elite/shared/listing-labels';
import { messages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../../lib/i18n';
import { areaUnitLabel, propertyTypeLabel } from '../../../lib/listing-labels';
import { usePublicConfig } from '../../../lib/public-config';
import { usePropertyCount, type CountSearch } from '../api/get-properties';
import { BATH_CHOICES, BED_CHOICES, NO_FILTERS, type SearchFilters } from '../api/property-search';
import { ChecklistField } from './checklist-field';
import { DecideFilters } from './decide-filters';

interface AmountInputProps {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  /** Commit on every keystroke (the sheet's pending filters), or on Enter and leaving the field. */
  live?: boolean;
}

function parseAmount(text: string): number | null {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

function AmountInput({ label, value, onCommit, live = false }: AmountInputProps) {
  const { _ } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Back, a shared link or Clear all changed the filter: show it.
    setSeen(value);
    setDraft(value === null ? '' : String(value));
  }
  const commit = (text: string) => {
    const next = parseAmount(text);
    if (next !== value) onCommit(next);
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={_('search.any')}
        className="input input-sm w-full"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (live) commit(event.target.value);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
    </div>
  );
}

interface ChoiceSelectProps {
  label: string;
  value: number | null;
  choices: readonly number[];
  onChange: (value: number | null) => void;
}

function ChoiceSelect({ label, value, choices, onChange }: ChoiceSelectProps) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select select-sm w-full"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{_('search.any')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}+
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A lower bound set above its upper bound (or the upper below the lower) clears the other one, as
 * the server would refuse the pair: the change says which bound it cleared.
 */
export function settleRange(
  filters: SearchFilters,
  change: Partial<SearchFilters>,
): { filters: SearchFilters; cleared: string | null } {
  const next = { ...filters, ...change };
  const pairs = [
    ['minPrice', 'maxPrice', messages.filterMaxPriceCleared, messages.filterMinPriceCleared],
    ['minArea', 'maxArea', messages.filterMaxSizeCleared, messages.filterMinSizeCleared],
  ] as const;
  for (const [low, high, highCleared, lowCleared] of pairs) {
    const lowValue = next[low];
    const highValue = next[high];
    if (lowValue === null || highValue === null || lowValue <= highValue) continue;
    if (low in change) return { filters: { ...next, [high]: null }, cleared: highCleared };
    return { filters: { ...next, [low]: null }, cleared: lowCleared };
  }
  return { filters: next, cleared: null };
}

/** What makes filters contradictory (a min above its max), or null. */
export function contradiction(filters: SearchFilters): string | null {
  const above = (low: number | null, high: number | null) =>
    low !== null && high !== null && low > high;
  if (above(filters.minPrice, filters.maxPrice)) return messages.filterPriceContradiction;
  if (above(filters.minArea, filters.maxArea)) return messages.filterSizeContradiction;
  return null;
}

interface FilterFieldsProps {
  value: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** The sheet: every change is pending (counted live) until its button applies it. */
  pending?: boolean;
}

/**
 * Price, beds, baths, type, size and what a buyer needs to decide (decide-filters.tsx): the filter
 * bar's and the filter sheet's fields.
 */
function FilterFields({ value, onChange, pending = false }: FilterFieldsProps) {
  const { _ } = useLingui();
  const unit = usePublicConfig().data?.areaUnit ?? 'sqft';
  const [cleared, setCleared] = useState<string | null>(null);
  // The bar searches at once, so a contradictory bound is cleared (and said); the sheet's pending
  // filters say what contradicts and wait for a fix before they can be applied.
  const note = pending ? contradiction(value) : cleared;
  const set = (change: Partial<SearchFilters>) => {
    if (pending) return onChange({ ...value, ...change });
    const settled = settleRange(value, change);
    setCleared(settled.cleared);
    onChange(settled.filters);
  };
  return (
    <>
      <div className="flex gap-2">
        <AmountInput
          label={_('search.minPrice')}
          value={value.minPrice}
          live={pending}
          onCommit={(minPrice) => set({ minPrice })}
        />
        <AmountInput
          label={_('search.maxPrice')}
          value={value.maxPrice}
          live={pending}
          onCommit={(maxPrice) => set({ maxPrice })}
        />
      </div>
      <div className="flex gap-2">
        <ChoiceSelect
          label={_('search.beds')}
          value={value.beds}
          choices={BED_CHOICES}
          onChange={(beds) => set({ beds })}
        />
        <ChoiceSelect
          label={_('search.baths')}
          value={value.baths}
          choices={BATH_CHOICES}
          onChange={(baths) => set({ baths })}
        />
      </div>
      <ChecklistField
        title={_('search.homeType')}
        none={_('search.anyType')}
        dropdown={!pending}
        choices={PROPERTY_TYPES}
        value={value.types}
        label={propertyTypeLabel}
        onChange={(types) => set({ types })}
      />
      <div className="flex gap-2">
        <AmountInput
          label={_('search.minSize', { unit: areaUnitLabel(unit) })}
          value={value.minArea}
          live={pending}
          onCommit={(minArea) => set({ minArea })}
        />
        <AmountInput
          label={_('search.maxSize', { unit: areaUnitLabel(unit) })}
          value={value.maxArea}
          live={pending}
          onCommit={(maxArea) => set({ maxArea })}
        />
      </div>
      <DecideFilters value={value} pending={pending} onChange={set} />
      <p role="status" className="basis-full text-sm empty:sr-only">
        {note && translateShared(note)}
      </p>
    </>
  );
}

/** The wide screen's filter bar: each change searches at once. */
export function FilterBar({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const { _ } = useLingui();
  return (
    <div
      role="group"
      aria-label={_('search.filters')}
      className="bg-base-200 rounded-box hidden flex-wrap items-end gap-4 p-4 lg:flex [&>*]:min-w-40"
    >
      <FilterFields value={filters} onChange={onApply} />
    </div>
  );
}

interface FilterSheetProps {
  open: boolean;
  filters: SearchFilters;
  /** The rest of the search (location and area), for the count on the apply button. */
  area: Omit<CountSearch, keyof SearchFilters>;
  onClose: () => void;
  onApply: (filters: SearchFilters) => void;
}

/** The phone's filter sheet: pending filters, counted live, applied by its button. */
export function FilterSheet({ open, filters, area, onClose, onApply }: FilterSheetProps) {
  const { _ } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, setPending] = useState(filters);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setPending(filters);
  }
  const count = usePropertyCount({ ...area, ...pending }, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const total = count.data;
  const label =
    total === undefined ? _('search.showHomes') : _('search.showCount', { count: total });

  return (
    <dialog ref={ref} className="modal modal-bottom" aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <div className="modal-box flex max-h-[90dvh] flex-col gap-4">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-xl font-bold">
              {_('search.filters')}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {_('search.close')}
            </button>
          </div>
          <FilterFields value={pending} onChange={setPending} pending />
          <div className="flex gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setPending(NO_FILTERS)}>
              {_('search.clearAll')}
            </button>
            <button
              type="button"
              className="btn btn-primary flex-1"
              aria-busy={count.isFetching}
              disabled={contradiction(pending) !== null}
              onClick={() => onApply(pending)}
            >
              {label}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
