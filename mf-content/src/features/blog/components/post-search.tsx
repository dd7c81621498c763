import styled from '@emotion/styled';
import { Search, X } from 'lucide-react';
import { useRef } from 'react';

const StyledField = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  > svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: var(--lo-fg-muted);
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 46px;
    padding: 10px 44px 10px 42px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-surface);
    font-size: 1rem;
    transition: border-color 120ms ease;
  }
  input::placeholder {
    color: var(--lo-fg-muted);
  }
  input:hover {
    border-color: var(--lo-fg-muted);
  }
  input::-webkit-search-cancel-button {
    appearance: none;
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
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--lo-fg-muted);
  cursor: pointer;
  &:hover {
    background: var(--lo-bg-muted);
    color: var(--lo-fg);
  }
`;

interface PostSearchProps {
  value: string;
  onChange: (value: string) => void;
  id: string;
}

/** The search box of the blog, with a clear button. */
export function PostSearch({ value, onChange, id }: PostSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <StyledField role="search">
      <label className="lo-visually-hidden" htmlFor={id}>
        Search articles
      </label>
      <Search size={18} aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        placeholder="Search articles"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <StyledClear
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <X size={18} aria-hidden="true" />
        </StyledClear>
      ) : null}
    </StyledField>
  );
}
