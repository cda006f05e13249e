import { useEffect, useState } from 'react';
import { fieldClass } from './FieldFrame';

/**
 * A search field applied when typing pauses (250 ms), on Enter or on leaving it, showing the URL's
 * search when it changes underneath. `type="number"` makes it a number to filter by (a range's
 * bound), with the decimal keypad on phones.
 */
export function SearchBox({
  label,
  value,
  placeholder,
  onSearch,
  className = '',
  type = 'search',
}: {
  label: string;
  value: string;
  placeholder?: string;
  onSearch(text: string): void;
  className?: string;
  type?: 'search' | 'number';
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(apply, 250);
    return () => clearTimeout(timer);
  });
  return (
    <label className={`flex flex-col gap-1 text-sm font-medium text-ink ${className}`}>
      {label}
      <input
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
        placeholder={placeholder}
        className={fieldClass}
      />
    </label>
  );
}
