/** The sidebar's search fields (properties of the selection, elements of the page). */
import type { KeyboardEvent } from 'react';

export function SearchInput({
  label,
  testId,
  value,
  onChange,
  onKeyDown,
  className,
}: {
  /** Its accessible name and placeholder. */
  label: string;
  testId: string;
  value: string;
  onChange(value: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  className?: string;
}) {
  return (
    <input
      type="search"
      className={className ? `field-input ${className}` : 'field-input'}
      data-testid={testId}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
