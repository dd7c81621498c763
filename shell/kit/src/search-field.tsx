import styled from '@emotion/styled';
import { Search, X } from 'lucide-react';
import { useRef } from 'react';

const StyledField = styled.div`
  position: relative;
  flex: 1 1 260px;
  min-width: 0;
  width: 100%;
  > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: var(--lo-fg-muted);
    pointer-events: none;
  }
  label {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const StyledInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 10px 44px 10px 40px;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  background: var(--lo-surface);
  color: var(--lo-fg);
  font-size: 1rem;
  &::placeholder {
    color: var(--lo-fg-muted);
    opacity: 1;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: 1px;
    border-color: var(--lo-primary);
  }
`;

const StyledClear = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--lo-fg-muted);
  cursor: pointer;
  &:hover {
    background: var(--lo-bg-muted);
    color: var(--lo-fg);
  }
`;

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the element the search filters, for aria-controls. */
  controls?: string;
  maxLength?: number;
}

/** A labelled search box with a clear button; Escape clears too (the catalog's and the blog's). */
export function SearchField({ id, label, placeholder, value, onChange, controls, maxLength }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <StyledField role="search">
      <label htmlFor={id}>{label}</label>
      <Search size={18} aria-hidden="true" />
      <StyledInput
        ref={input}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        spellCheck={false}
        aria-controls={controls}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            clear();
          }
        }}
      />
      {value ? (
        <StyledClear type="button" aria-label="Clear search" onClick={clear}>
          <X size={18} aria-hidden="true" />
        </StyledClear>
      ) : null}
    </StyledField>
  );
}
